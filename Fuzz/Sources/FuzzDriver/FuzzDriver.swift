/// libFuzzer's driver, linked in by `-sanitize=fuzzer`.
@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>,
                             _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                             _ callback: @convention(c) (UnsafeRawPointer, Int) -> CInt) -> CInt

/// Runs libFuzzer with the command line of the process, calling `target` with each input
/// (its bytes and their count). The target returns 0, and crashes on a finding; it must
/// also be exported as `LLVMFuzzerTestOneInput`, which libFuzzer's runtime refers to.
public func runLibFuzzer(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
                         target: @convention(c) (UnsafeRawPointer, Int) -> CInt) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments, target)
}

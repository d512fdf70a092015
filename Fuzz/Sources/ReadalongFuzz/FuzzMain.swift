import FuzzDriver

/// The entry point SwiftPM gives this executable module.
@_cdecl("ReadalongFuzz_main")
func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc, argv) { data, size in fuzz(data, size) }
}

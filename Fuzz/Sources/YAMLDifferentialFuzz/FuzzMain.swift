import FuzzDriver

/// The entry point SwiftPM gives this executable module.
@_cdecl("YAMLDifferentialFuzz_main")
func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc, argv) { data, size in compareReaders(data, size) }
}

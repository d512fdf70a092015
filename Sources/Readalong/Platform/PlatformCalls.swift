#if canImport(Glibc)
import Glibc
#endif

/// Swaps two paths in one atomic step with Linux's `renameat2(RENAME_EXCHANGE)`.
///
/// The Swift Glibc module does not export `renameat2`, so it is looked up in the C library
/// at run time; where it is missing, or the file system refuses, callers fall back to three
/// plain renames.
enum RenameExchange {
    private typealias Function = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    private static let function: Function? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: Function.self)
    }()

    /// Exchanges `first` and `second` (both must exist); `false` when it could not.
    static func exchange(_ first: String, _ second: String) -> Bool {
        guard let function else { return false }
        let exchangeFlag: UInt32 = 2  // RENAME_EXCHANGE
        return function(AT_FDCWD, first, AT_FDCWD, second, exchangeFlag) == 0
    }
}

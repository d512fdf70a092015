#if os(Linux)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The system calls that differ between Linux and macOS, in one place: the rest of the
/// library speaks POSIX only. Linux is the platform the tests run on; each Darwin branch
/// follows the signature of Apple's manual page named beside it.
enum PlatformCalls {
    /// Swaps two paths in one atomic step (both must exist); `false` when it could not, and
    /// callers then fall back to three plain renames.
    ///
    /// Linux: `renameat2(AT_FDCWD, first, AT_FDCWD, second, RENAME_EXCHANGE)`. The Swift
    /// Glibc module does not export `renameat2`, so it is looked up in the C library at run
    /// time. Darwin: `int renamex_np(const char *from, const char *to, unsigned int flags)`
    /// with `RENAME_SWAP` (rename(2)).
    static func exchange(_ first: String, _ second: String) -> Bool {
        #if os(Linux)
        guard let renameat2 = RenameAt2.function else { return false }
        let exchangeFlag: UInt32 = 2  // RENAME_EXCHANGE
        return renameat2(AT_FDCWD, first, AT_FDCWD, second, exchangeFlag) == 0
        #elseif canImport(Darwin)
        return renamex_np(first, second, UInt32(RENAME_SWAP)) == 0
        #endif
    }

    /// The path of the running executable, for `stat`.
    ///
    /// Linux: the kernel's link `/proc/self/exe` (`stat` follows it to the file). Darwin:
    /// `int _NSGetExecutablePath(char *buf, uint32_t *bufsize)` (dyld(3)), which fails and
    /// sets `bufsize` to the size it needs when the buffer is too small.
    static func executablePath() -> String? {
        #if os(Linux)
        return "/proc/self/exe"
        #elseif canImport(Darwin)
        var size: UInt32 = 1024
        var buffer = [CChar](repeating: 0, count: Int(size))
        if _NSGetExecutablePath(&buffer, &size) != 0 {
            buffer = [CChar](repeating: 0, count: Int(size))
            guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        }
        return String(cString: buffer)
        #endif
    }

    /// The times `stat` gives of a file: when its bytes last changed (`st_mtim` on Linux,
    /// `st_mtimespec` on Darwin) and when its bytes or attributes last changed (`st_ctim`,
    /// `st_ctimespec`), as stat(2) names them.
    static func times(_ info: stat) -> (modified: timespec, changed: timespec) {
        #if os(Linux)
        return (info.st_mtim, info.st_ctim)
        #elseif canImport(Darwin)
        return (info.st_mtimespec, info.st_ctimespec)
        #endif
    }

    /// Reads up to `count` bytes: `read(2)`, named through its module because Swift types
    /// have `read` methods of their own.
    static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if os(Linux)
        return Glibc.read(descriptor, buffer, count)
        #elseif canImport(Darwin)
        return Darwin.read(descriptor, buffer, count)
        #endif
    }

    /// Writes up to `count` bytes: `write(2)` (see `read`).
    static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if os(Linux)
        return Glibc.write(descriptor, buffer, count)
        #elseif canImport(Darwin)
        return Darwin.write(descriptor, buffer, count)
        #endif
    }

    /// The system clock in nanoseconds since the epoch, the scale of file stamps:
    /// `clock_gettime(CLOCK_REALTIME)`, which both systems have.
    static func wallClockNanoseconds() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}

#if os(Linux)
/// `renameat2`, found in the C library when the program starts using it.
private enum RenameAt2 {
    typealias Function = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    static let function: Function? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: Function.self)
    }()
}
#endif

#if os(Linux)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Substring search on UTF-8 bytes. Foundation's `range(of:)` goes through NSString and
/// Unicode folding, which dominates the check of large transcripts; exact byte matching
/// is all these call sites need.
enum ByteSearch {
    /// Byte offsets of every occurrence of `needle` in `haystack` (overlapping ones too).
    static func offsets(of needle: String, in haystack: String) -> [Int] {
        var found: [Int] = []
        scan(needle, in: haystack) { offset in
            found.append(offset)
            return true
        }
        return found
    }

    /// Whether `needle` occurs in `haystack`.
    static func contains(_ needle: String, in haystack: String) -> Bool {
        var found = false
        scan(needle, in: haystack) { _ in
            found = true
            return false
        }
        return found
    }

    /// `haystack` with every occurrence of `needle` replaced by `replacement`, left to right
    /// and without overlaps, as Foundation's `replacingOccurrences` does for plain text.
    static func replacing(_ needle: String, with replacement: String, in haystack: String) -> String {
        let found = offsets(of: needle, in: haystack)
        guard !found.isEmpty else { return haystack }
        let bytes = Array(haystack.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + found.count * replacement.utf8.count)
        var start = 0
        for offset in found where offset >= start {
            result += bytes[start..<offset]
            result += replacement.utf8
            start = offset + needle.utf8.count
        }
        result += bytes[start...]
        return String(decoding: result, as: UTF8.self)
    }

    /// Whether the UTF-8 bytes of `haystack` hold `byte` (one `memchr`, not a walk through
    /// the string's view).
    static func contains(byte: UInt8, in haystack: String) -> Bool {
        var haystack = haystack
        return haystack.withUTF8 { hay in
            guard let start = hay.baseAddress else { return false }
            return memchr(start, Int32(byte), hay.count) != nil
        }
    }

    /// Calls `visit` with each match's byte offset until it returns `false`.
    private static func scan(_ needle: String, in haystack: String, _ visit: (Int) -> Bool) {
        var haystack = haystack
        var needle = needle
        haystack.withUTF8 { hay in
            needle.withUTF8 { pin in
                guard let first = pin.first, pin.count <= hay.count else { return }
                var offset = 0
                let last = hay.count - pin.count
                // memchr finds each candidate first byte many bytes at a time.
                while offset <= last, let found = memchr(hay.baseAddress! + offset, Int32(first), last - offset + 1) {
                    offset = UnsafeRawPointer(hay.baseAddress!).distance(to: UnsafeRawPointer(found))
                    if matches(pin, hay, at: offset), !visit(offset) { return }
                    offset += 1
                }
            }
        }
    }

    private static func matches(_ pin: UnsafeBufferPointer<UInt8>, _ hay: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        for index in 1..<pin.count where hay[offset + index] != pin[index] { return false }
        return true
    }
}

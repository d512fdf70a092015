/// A 128-bit fingerprint of bytes, for telling whether an input or an output file changed
/// between builds. Not cryptographic: it guards against accidents, not against an attacker
/// (who could edit the output folder directly anyway).
///
/// Two independent 64-bit lanes read eight bytes at a time and are mixed at the end, which
/// hashes about a gigabyte a second here: reading the files costs more than hashing them.
struct ContentHash: Hashable, Sendable, CustomStringConvertible {
    let high: UInt64
    let low: UInt64

    /// The fingerprint of some bytes.
    init<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        var hasher = Hasher128()
        hasher.add(bytes)
        self = hasher.finish()
    }

    /// The fingerprint of a text's UTF-8 bytes.
    init(text: String) {
        var copy = text
        self = copy.withUTF8 { ContentHash($0) }
    }

    init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// 32 hexadecimal digits.
    var description: String {
        Self.hex(high) + Self.hex(low)
    }

    /// Reads the 32 digits written by `description`.
    init?<Digits: Collection>(hexDigits: Digits) where Digits.Element == UInt8 {
        guard hexDigits.count == 32 else { return nil }
        var high: UInt64 = 0, low: UInt64 = 0
        var index = 0
        for digit in hexDigits {
            let value: UInt8
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = digit - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = digit - UInt8(ascii: "a") + 10
            default: return nil
            }
            if index < 16 { high = high << 4 | UInt64(value) } else { low = low << 4 | UInt64(value) }
            index += 1
        }
        self.init(high: high, low: low)
    }

    private static func hex(_ value: UInt64) -> String {
        var bytes: [UInt8] = []
        append(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the 32 digits of `description` to a byte buffer.
    func appendDigits(to bytes: inout [UInt8]) {
        Self.append(high, to: &bytes)
        Self.append(low, to: &bytes)
    }

    private static func append(_ value: UInt64, to bytes: inout [UInt8]) {
        for shift in stride(from: 60, through: 0, by: -4) {
            let digit = UInt8((value >> UInt64(shift)) & 0xF)
            bytes.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
        }
    }
}

/// Builds a `ContentHash` from several parts: each part is length-prefixed, so that
/// ("ab", "c") and ("a", "bc") differ.
struct Hasher128 {
    private var a: UInt64 = 0x9E37_79B9_7F4A_7C15
    private var b: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private var length: UInt64 = 0

    private static let primeA: UInt64 = 0xFF51_AFD7_ED55_8CCD
    private static let primeB: UInt64 = 0xC4CE_B9FE_1A85_EC53

    /// Adds bytes, eight at a time where it can.
    mutating func add<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        let handled = bytes.withContiguousStorageIfAvailable { buffer -> Bool in
            add(buffer: UnsafeRawBufferPointer(buffer))
            return true
        }
        if handled == nil { Array(bytes).withUnsafeBytes { add(buffer: $0) } }
    }

    private mutating func add(buffer: UnsafeRawBufferPointer) {
        mix(UInt64(buffer.count))
        var offset = 0
        while offset + 8 <= buffer.count {
            mix(buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < buffer.count {
            tail |= UInt64(buffer[offset]) << shift
            shift += 8
            offset += 1
        }
        mix(tail)
    }

    /// Adds a text's UTF-8 bytes.
    mutating func add(_ text: String) {
        var copy = text
        copy.withUTF8 { add(buffer: UnsafeRawBufferPointer($0)) }
    }

    /// Adds a number.
    mutating func add(_ value: Int) {
        mix(UInt64(bitPattern: Int64(value)))
    }

    /// Adds another fingerprint.
    mutating func add(_ hash: ContentHash) {
        mix(hash.high)
        mix(hash.low)
    }

    private mutating func mix(_ word: UInt64) {
        a = ((a ^ word) &* Self.primeA).rotated(31)
        b = ((b &+ word) &* Self.primeB).rotated(27) ^ a
        length &+= 1
    }

    /// The fingerprint of everything added.
    func finish() -> ContentHash {
        ContentHash(high: Self.avalanche(a ^ length), low: Self.avalanche(b &+ a))
    }

    private static func avalanche(_ value: UInt64) -> UInt64 {
        var x = value
        x ^= x >> 33
        x = x &* primeA
        x ^= x >> 33
        x = x &* primeB
        return x ^ (x >> 33)
    }
}

private extension UInt64 {
    func rotated(_ count: UInt64) -> UInt64 {
        (self << count) | (self >> (64 - count))
    }
}

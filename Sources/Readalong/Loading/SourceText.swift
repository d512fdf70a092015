/// Turns a file's bytes into text the parsers can read: UTF-8 checked, BOM dropped,
/// CRLF line endings folded to LF.
enum SourceText {
    /// The decoded text, or the location and byte offset of the first invalid UTF-8 byte.
    enum Decoded {
        case text(String)
        case invalid(line: Int, column: Int, byteOffset: Int)
    }

    static func decode(_ bytes: [UInt8]) -> Decoded {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        guard let text = String(validating: body, as: UTF8.self) else {
            return invalid(in: bytes)
        }
        return .text(body.contains(0x0D) ? text.replacingCRLF() : text)
    }

    /// Locates the first byte that does not belong to a well-formed UTF-8 sequence.
    private static func invalid(in bytes: [UInt8]) -> Decoded {
        var offset = 0
        var lineStart = 0
        var line = 1
        while offset < bytes.count {
            let length = sequenceLength(bytes, at: offset)
            if length == 0 {
                let prefix = bytes[lineStart..<offset]
                let column = String(decoding: prefix, as: UTF8.self).unicodeScalars.count + 1
                return .invalid(line: line, column: column, byteOffset: offset)
            }
            if bytes[offset] == 0x0A {
                line += 1
                lineStart = offset + 1
            }
            offset += length
        }
        return .invalid(line: line, column: 1, byteOffset: bytes.count)
    }

    /// The length of the well-formed sequence starting at `offset`, or 0 when it is not one.
    private static func sequenceLength(_ bytes: [UInt8], at offset: Int) -> Int {
        let lead = bytes[offset]
        let (length, lowest, highest): (Int, UInt8, UInt8)
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: (length, lowest, highest) = (2, 0x80, 0xBF)
        case 0xE0: (length, lowest, highest) = (3, 0xA0, 0xBF)
        case 0xED: (length, lowest, highest) = (3, 0x80, 0x9F)
        case 0xE1...0xEF: (length, lowest, highest) = (3, 0x80, 0xBF)
        case 0xF0: (length, lowest, highest) = (4, 0x90, 0xBF)
        case 0xF4: (length, lowest, highest) = (4, 0x80, 0x8F)
        case 0xF1...0xF3: (length, lowest, highest) = (4, 0x80, 0xBF)
        default: return 0
        }
        guard offset + length <= bytes.count else { return 0 }
        guard (lowest...highest).contains(bytes[offset + 1]) else { return 0 }
        for index in (offset + 2)..<(offset + length) where !(0x80...0xBF).contains(bytes[index]) {
            return 0
        }
        return length
    }
}

extension String {
    /// The text with every CRLF (and lone CR) turned into LF.
    func replacingCRLF() -> String {
        var scalars = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in unicodeScalars {
            if scalar == "\r" {
                scalars.append("\n")
                previousWasCR = true
                continue
            }
            if !(scalar == "\n" && previousWasCR) { scalars.append(scalar) }
            previousWasCR = false
        }
        return String(scalars)
    }
}

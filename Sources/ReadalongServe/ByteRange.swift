/// A `Range: bytes=…` request against a file of known size (one range; several ranges
/// are answered with the whole file, as HTTP allows).
enum ByteRange: Equatable {
    /// No usable range: send the whole file.
    case whole
    /// Send `offset..<offset+length`.
    case part(offset: Int, length: Int)
    /// No byte of the range exists: 416.
    case unsatisfiable

    /// Reads the header value `field` for a file of `size` bytes.
    init(_ field: String?, size: Int) {
        guard let field, field.hasPrefix("bytes="), !field.contains(",") else {
            self = .whole
            return
        }
        let spec = field.dropFirst("bytes=".count).trimmingSpaces()
        guard let dash = spec.firstIndex(of: "-") else {
            self = .whole
            return
        }
        let first = spec[..<dash], last = spec[spec.index(after: dash)...]
        guard first.allSatisfy(\.isASCIIDigit), last.allSatisfy(\.isASCIIDigit), !(first.isEmpty && last.isEmpty) else {
            self = .whole
            return
        }
        if first.isEmpty {
            // The last N bytes.
            guard let count = Int(last), count > 0, size > 0 else {
                self = .unsatisfiable
                return
            }
            let length = min(count, size)
            self = .part(offset: size - length, length: length)
            return
        }
        guard let start = Int(first) else {
            self = .unsatisfiable
            return
        }
        guard start < size else {
            self = .unsatisfiable
            return
        }
        let end = last.isEmpty ? size - 1 : min(Int(last) ?? size - 1, size - 1)
        guard end >= start else {
            self = .whole
            return
        }
        self = .part(offset: start, length: end - start + 1)
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}

private extension Substring {
    func trimmingSpaces() -> Substring {
        drop { $0 == " " }.reversed().drop { $0 == " " }.reversed().reduce(into: Substring()) { $0.append($1) }
    }
}

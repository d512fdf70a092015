import Foundation

/// The size an SVG file declares for itself, read from its root element: `width` and
/// `height` in pixels (plain numbers or `px`), else the shape of its `viewBox`. Relative
/// sizes (`100%`, `em`) say nothing about the drawing, so the `viewBox` decides then.
enum SVGSize {
    /// Width and height in CSS pixels, or nil when the file declares neither a size nor a
    /// `viewBox` (or is not readable as SVG text).
    static func declared(in bytes: [UInt8]) -> (width: Int, height: Int)? {
        let text = String(decoding: bytes.prefix(16_384), as: UTF8.self)
        guard let open = text.range(of: "<svg"), let close = text[open.upperBound...].firstIndex(of: ">") else { return nil }
        let attributes = Self.attributes(String(text[open.upperBound..<close]))
        let width = attributes["width"].flatMap(pixels)
        let height = attributes["height"].flatMap(pixels)
        let box = attributes["viewBox"].flatMap(viewBox)
        switch (width, height, box) {
        case let (width?, height?, _):
            return rounded(width, height)
        case let (width?, nil, box?):
            return rounded(width, width * box.height / box.width)
        case let (nil, height?, box?):
            return rounded(height * box.width / box.height, height)
        case let (_, _, box?):
            return rounded(box.width, box.height)
        default:
            return nil
        }
    }

    private static func rounded(_ width: Double, _ height: Double) -> (width: Int, height: Int)? {
        guard width.isFinite, height.isFinite, width >= 0.5, height >= 0.5 else { return nil }
        return (Int(width.rounded()), Int(height.rounded()))
    }

    private static func attributes(_ tag: String) -> [String: String] {
        var result: [String: String] = [:]
        for match in tag.matches(of: /([A-Za-z_:][-A-Za-z0-9_:.]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/) {
            result[String(match.output.1)] = String(match.output.2 ?? match.output.3 ?? "")
        }
        return result
    }

    /// A length in pixels: `120`, `120.5`, `120px`; nil for any other unit.
    private static func pixels(_ value: String) -> Double? {
        var text = value.trimmingCharacters(in: .whitespaces)
        if text.hasSuffix("px") { text.removeLast(2) }
        guard let number = Double(text), number > 0 else { return nil }
        return number
    }

    private static func viewBox(_ value: String) -> (width: Double, height: Double)? {
        let numbers = value.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" }).compactMap { Double($0) }
        guard numbers.count == 4, numbers[2] > 0, numbers[3] > 0 else { return nil }
        return (numbers[2], numbers[3])
    }
}

/// Opens an image the way the build will, cheaply: its header, and a look at the end of the
/// file (decoding it only when the end is not what the format promises) to notice a file
/// cut short. Says what is wrong in words an editor can act on.
enum ImageProbe {
    /// Images larger than this many pixels are refused (a phone photo has about 12 million).
    static let maximumPixels = 100_000_000

    /// Why an image cannot be published.
    struct Problem: Error, Equatable {
        let code: DiagnosticCode
        let message: String
        let hint: String
    }

    /// Checks the bytes of `path` (named `name` in the content) against its extension.
    static func check(_ bytes: [UInt8], path: String, name: String) -> Result<SourceImage, Problem> {
        let ext = path.split(separator: ".").last.map(String.init) ?? ""
        guard !bytes.isEmpty else {
            return .failure(Problem(code: .imageEmpty, message: "the image '\(name)' is an empty file",
                                    hint: "copy the image again from where it came from, or remove the reference"))
        }
        guard let header = Vips.header(of: bytes) else {
            return .failure(Problem(code: .imageUnreadable, message: "the image '\(name)' cannot be read: it is damaged or not an image",
                                    hint: "open it in an image viewer and export it again as JPEG or PNG"))
        }
        if let promised = ImageFormat(extension: ext), !promised.accepts(header.format) {
            let proper = header.format.properExtension.map { " rename it to end in .\($0), or" } ?? ""
            return .failure(Problem(code: .imageMislabelled,
                                    message: "the image '\(name)' is \(header.format.label), not \(promised.label) as its name says",
                                    hint: "\(proper) export it again as \(promised.label)".trimmingCharacters(in: .whitespaces)))
        }
        guard header.pixels <= maximumPixels else {
            return .failure(Problem(code: .imageTooLarge,
                                    message: "the image '\(name)' is \(header.width)×\(header.height) pixels, more than 100 megapixels",
                                    hint: "export a smaller copy (4000 pixels wide is plenty for any screen)"))
        }
        if !ImageEnding.looksComplete(bytes, format: header.format), !Vips.decodes(bytes, format: header.format) {
            return .failure(Problem(code: .imageUnreadable, message: "the image '\(name)' is cut short: part of the file is missing",
                                    hint: "copy the image again from where it came from; the copy was interrupted"))
        }
        return .success(SourceImage(path: path, hash: ContentHash(bytes), header: header))
    }
}

extension ImageFormat {
    /// The extension a file in this format should have, when it is one Readalong takes.
    var properExtension: String? {
        switch self {
        case .jpeg: return "jpg"
        case .png: return "png"
        case .webp: return "webp"
        case .gif: return "gif"
        case .heif: return "heic"
        case .avif: return "avif"
        case .svg, .tiff, .other: return nil
        }
    }
}

/// Opens an image the way the build will: its header, then every pixel (libvips reads lazily,
/// so a header alone says nothing of the picture's data; a JPEG is decoded at an eighth of its
/// size, which still reads every byte). A file that does not decode is cut short when its end
/// is missing too (`ImageEnding`), damaged otherwise. Says what is wrong in words an editor
/// can act on.
enum ImageProbe {
    /// Images larger than this many pixels are refused (a phone photo has about 12 million).
    static let maximumPixels = 100_000_000

    /// Why an image cannot be published. Depends only on the file's bytes and extension, so
    /// it can be remembered by their fingerprint (`ImageCheckCache`).
    enum Failure: Error, Equatable, Sendable {
        case empty
        /// Not an image libvips can read at all.
        case unreadable
        /// A JPEG, PNG or WebP whose end is missing.
        case cutShort
        /// The header reads but the picture's data does not decode.
        case damaged
        /// The bytes are in another format than the extension says.
        case mislabelled(found: ImageFormat, promised: ImageFormat)
        case tooLarge(width: Int, height: Int)

        var code: DiagnosticCode {
            switch self {
            case .empty: return .imageEmpty
            case .unreadable, .cutShort, .damaged: return .imageUnreadable
            case .mislabelled: return .imageMislabelled
            case .tooLarge: return .imageTooLarge
            }
        }

        /// The message, naming the image as the content wrote it.
        func message(name: String) -> ToolText {
            switch self {
            case .empty: return ToolText("image.empty", ["name": name])
            case .unreadable: return ToolText("image.unreadable", ["name": name])
            case .cutShort: return ToolText("image.cutShort", ["name": name])
            case .damaged: return ToolText("image.damaged", ["name": name])
            case .mislabelled(let found, let promised):
                return ToolText("image.mislabelled", ["name": name], texts: ["found": found.name, "promised": promised.name])
            case .tooLarge(let width, let height):
                return ToolText("image.tooLarge", ["name": name, "width": "\(width)", "height": "\(height)"])
            }
        }

        var hint: ToolText {
            switch self {
            case .empty: return ToolText("image.empty.hint")
            case .unreadable: return ToolText("image.unreadable.hint")
            case .cutShort: return ToolText("image.cutShort.hint")
            case .damaged: return ToolText("image.damaged.hint")
            case .mislabelled(let found, let promised):
                return found.properExtension.map { ToolText("image.mislabelled.rename.hint", ["extension": $0], texts: ["format": promised.name]) }
                    ?? ToolText("image.mislabelled.hint", texts: ["format": promised.name])
            case .tooLarge: return ToolText("image.tooLarge.hint")
            }
        }
    }

    /// Checks the bytes of a file whose name ends in `.ext` against that extension.
    static func check(_ bytes: [UInt8], extension ext: String) -> Result<ImageHeader, Failure> {
        guard !bytes.isEmpty else { return .failure(.empty) }
        guard let header = Vips.header(of: bytes) else { return .failure(.unreadable) }
        if let promised = ImageFormat(extension: ext), !promised.accepts(header.format) {
            return .failure(.mislabelled(found: header.format, promised: promised))
        }
        guard header.pixels <= maximumPixels else { return .failure(.tooLarge(width: header.width, height: header.height)) }
        if !Vips.decodes(bytes, format: header.format) {
            return .failure(ImageEnding.looksComplete(bytes, format: header.format) ? .damaged : .cutShort)
        }
        return .success(header)
    }

    /// The extension of a path (`jpg` for `content/books/nada.jpg`).
    static func fileExtension(of path: String) -> String {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return "" }
        return String(path[path.index(after: dot)...])
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

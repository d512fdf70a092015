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
        func message(name: String) -> String {
            switch self {
            case .empty: return "the image '\(name)' is an empty file"
            case .unreadable: return "the image '\(name)' cannot be read: it is damaged or not an image"
            case .cutShort: return "the image '\(name)' is cut short: part of the file is missing"
            case .damaged: return "the image '\(name)' is damaged: part of the picture cannot be decoded"
            case .mislabelled(let found, let promised):
                return "the image '\(name)' is \(found.label), not \(promised.label) as its name says"
            case .tooLarge(let width, let height):
                return "the image '\(name)' is \(width)×\(height) pixels, more than 100 megapixels"
            }
        }

        var hint: String {
            switch self {
            case .empty: return "copy the image again from where it came from, or remove the reference"
            case .unreadable: return "open it in an image viewer and export it again as JPEG or PNG"
            case .cutShort: return "copy the image again from where it came from; the copy was interrupted"
            case .damaged:
                return "copy the image again from the camera or phone; if a viewer still shows it whole, export it again as JPEG"
            case .mislabelled(let found, let promised):
                let proper = found.properExtension.map { "rename it to end in .\($0), or " } ?? ""
                return "\(proper)export it again as \(promised.label)"
            case .tooLarge: return "export a smaller copy (4000 pixels wide is plenty for any screen)"
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

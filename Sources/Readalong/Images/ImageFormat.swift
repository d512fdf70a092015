/// The formats a source image can be in, as told by its extension or by its bytes.
enum ImageFormat: String, Sendable, Equatable {
    case jpeg, png, webp, gif, heif, avif, svg, tiff, other

    /// The format an extension promises (`cover.JPG` → jpeg); `nil` for extensions that are
    /// not images at all.
    init?(extension ext: String) {
        switch ext.lowercased() {
        case "jpg", "jpeg": self = .jpeg
        case "png": self = .png
        case "webp": self = .webp
        case "gif": self = .gif
        case "heic", "heif": self = .heif
        case "avif": self = .avif
        case "svg": self = .svg
        default: return nil
        }
    }

    /// The format of the libvips loader that recognised the bytes (`jpegload_buffer`).
    /// HEIC and AVIF share a loader; `heifload` is reported as `heif`.
    init(loader: String) {
        switch loader.replacingOccurrences(of: "_buffer", with: "") {
        case "jpegload": self = .jpeg
        case "pngload", "vipsload_png": self = .png
        case "webpload": self = .webp
        case "gifload": self = .gif
        case "heifload": self = .heif
        case "svgload": self = .svg
        case "tiffload": self = .tiff
        default: self = .other
        }
    }

    /// Whether bytes in format `actual` are what this extension promises. A `.avif` file is
    /// read by the same loader as HEIC.
    func accepts(_ actual: ImageFormat) -> Bool {
        self == actual || (self == .avif && actual == .heif)
    }

    /// The name an editor knows the format by, as a sentence of the tools.
    var name: ToolText {
        self == .other ? ToolText("image.format.unknown") : .verbatim(label)
    }

    /// The name an editor knows the format by.
    var label: String {
        switch self {
        case .jpeg: return "JPEG"
        case .png: return "PNG"
        case .webp: return "WebP"
        case .gif: return "GIF"
        case .heif: return "HEIC/HEIF"
        case .avif: return "AVIF"
        case .svg: return "SVG"
        case .tiff: return "TIFF"
        case .other: return "an unknown format"
        }
    }

    /// Raster formats are made into variants; SVG is published as it is.
    var isRaster: Bool { self != .svg }
}

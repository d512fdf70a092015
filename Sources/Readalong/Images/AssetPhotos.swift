import Foundation

/// Photos under `content/assets/`. The original file of a photo is never published: one that
/// a page shows (in Markdown, or as a cover or an avatar) is published only as its variants,
/// like every other photo; one that no page shows (a logo a template of the club uses, a
/// picture linked for download) is published at its own address as a copy made from its
/// pixels alone, at full size, upright, in sRGB and without metadata, when browsers can show
/// its format (JPEG, PNG, WebP, GIF). HEIC, AVIF and TIFF files that no page shows are not
/// published at all (W003): browsers do not show them, and they carry the phone's GPS position.
enum AssetPhotos {
    /// The extensions of photo files (`ContentInventory.isImage`'s raster formats, and TIFF).
    static let extensions: Set<String> = ["jpg", "jpeg", "png", "webp", "gif", "heic", "heif", "avif", "tif", "tiff"]

    /// Whether a file of the site is a photo by its extension.
    static func isPhoto(_ path: String) -> Bool {
        extensions.contains(ImageProbe.fileExtension(of: path).lowercased())
    }

    /// The libvips saver of the full-size copy of a photo with this path, or `nil` when a photo
    /// of its format is not copied.
    static func copySaver(for path: String) -> String? {
        switch ImageFormat(extension: ImageProbe.fileExtension(of: path)) {
        case .jpeg: return ".jpg[Q=90,optimize_coding,strip]"
        case .png: return ".png[strip]"
        case .webp: return ".webp[Q=90,strip]"
        case .gif: return ".gif[strip]"
        default: return nil
        }
    }

    /// The photos under assets/ that no page shows and that are published as full-size
    /// copies (to be checked like every other image); the others are reported, once each.
    static func unshown(assets: [String], shown: Set<String>, log: DiagnosticLog) -> [String] {
        var copied: [String] = []
        for asset in assets where isPhoto(asset) && !shown.contains(asset) {
            if copySaver(for: asset) != nil {
                copied.append(asset)
                continue
            }
            let name = asset.split(separator: "/").last.map(String.init) ?? asset
            log.report(.unreferencedImage, at: .file(asset),
                       ToolText("photo.unshown", ["asset": asset]),
                       hint: ToolText("photo.unshown.hint", ["path": String(asset.dropFirst("content/".count)), "name": name]))
        }
        return copied
    }

    /// The bytes published for a file copied from the site: a photo's full-size copy, or any
    /// other file as it is (with the metadata blocks of any JPEG, PNG or WebP bytes removed).
    static func published(_ path: String, bytes: [UInt8]) throws -> Data {
        guard let saver = copySaver(for: path) else { return Data(MetadataScrubber.scrub(bytes)) }
        let format = ImageFormat(extension: ImageProbe.fileExtension(of: path))
        return try Vips.fullSize(bytes, animated: format == .gif || format == .webp, saver: saver)
    }
}

/// The encodings published variants are written in.
enum VariantEncoding: String, Sendable, CaseIterable {
    case webp, jpeg, png

    /// The file extension of the variant.
    var fileExtension: String { self == .jpeg ? "jpg" : rawValue }

    /// The MIME type, for `<source type>`.
    var mimeType: String { "image/\(rawValue)" }

    /// The saver `rl_vips_save` runs.
    var saverCode: Int { switch self { case .webp: 0; case .jpeg: 1; case .png: 2 } }

    /// Quality for lossy savers: the size of a phone screen's image matters more than the
    /// last detail of a photo.
    var quality: Int { self == .webp ? 72 : 78 }

    /// The fallback for browsers without WebP: PNG keeps transparency, JPEG the rest.
    static func fallback(hasAlpha: Bool) -> VariantEncoding { hasAlpha ? .png : .jpeg }
}

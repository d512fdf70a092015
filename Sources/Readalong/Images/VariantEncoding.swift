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
    var quality: Int { self == .webp ? 68 : 78 }

    /// Lower qualities tried in turn when a WebP takes more than its budget (a very detailed
    /// or noisy photo); the last one is kept whatever it weighs.
    var lighterQualities: [Int] { self == .webp ? [58, 48, 40] : [] }

    /// The bytes a variant of `pixels` pixels should take at most: 60 KB, what a phone 390
    /// pixels wide at 3× may load for one photo of 1,170 × 878, and as much more as a larger
    /// variant has more pixels (about half a bit per pixel).
    static func budget(pixels: Int) -> Int { max(60 * 1024, pixels * 60 * 1024 / (1170 * 878)) }

    /// The fallback for browsers without WebP: PNG keeps transparency, JPEG the rest.
    static func fallback(hasAlpha: Bool) -> VariantEncoding { hasAlpha ? .png : .jpeg }
}

/// What an image's header says: its real format and its size as displayed (after the EXIF
/// orientation turns it upright).
struct ImageHeader: Sendable, Equatable {
    let format: ImageFormat
    let width: Int
    let height: Int
    let hasAlpha: Bool

    /// Megapixels, as whole pixels.
    var pixels: Int { width * height }
}

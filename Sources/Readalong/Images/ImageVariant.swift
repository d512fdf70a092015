import Foundation

/// One published file made from a source image: a size and an encoding. Its name is the
/// fingerprint of the source's bytes and of every parameter, so it never changes while
/// they do not, and it is safe in a URL whatever the source was called.
struct ImageVariant: Sendable, Hashable {
    /// Site-relative path of the source image.
    let source: String
    let sourceHash: ContentHash
    let size: PixelSize
    let crop: Bool
    let encoding: VariantEncoding
    /// How much the decoder shrinks the source before this variant is made from it (see
    /// `ImageUse.decodeShrink`): it changes the pixels a little, so it is part of the name.
    let decodeShrink: Int

    /// Path inside `output/`: `images/v/<32 hex digits>.<ext>`.
    var outputPath: String {
        var hasher = Hasher128()
        hasher.add(sourceHash)
        hasher.add(size.width)
        hasher.add(size.height)
        hasher.add(crop ? 1 : 0)
        hasher.add(encoding.rawValue)
        hasher.add(encoding.quality)
        hasher.add(decodeShrink)
        return "images/v/\(hasher.finish()).\(encoding.fileExtension)"
    }

    /// Makes this variant from its source, decoded (see `VariantBatch`).
    func make(from decoded: VipsImageRef) throws -> Data {
        try Vips.variant(of: decoded, width: size.width, height: crop ? size.height : ImageVariant.unbounded,
                         crop: crop, encoding: encoding)
    }

    /// A height no image reaches: the width alone decides the size.
    private static let unbounded = 10_000_000
}

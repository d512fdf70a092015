/// The published files of one image in one use: for each size, a WebP and a fallback
/// (JPEG, or PNG when the image has transparency). SVG images have no variants: they are
/// published as they are.
struct ResponsiveImage: Sendable {
    let source: SourceImage
    let use: ImageUse
    /// Pixel sizes, smallest first.
    let sizes: [PixelSize]
    /// How much the decoder shrinks the source for this use.
    let decodeShrink: Int

    init(_ source: SourceImage, use: ImageUse) {
        self.source = source
        self.use = use
        sizes = source.header.format.isRaster ? use.variantSizes(width: source.header.width, height: source.header.height) : []
        decodeShrink = use.decodeShrink(for: source.header)
    }

    /// The fallback encoding for this image.
    var fallback: VariantEncoding { VariantEncoding.fallback(hasAlpha: source.header.hasAlpha) }

    /// The variant of one size in one encoding.
    func variant(_ size: PixelSize, _ encoding: VariantEncoding) -> ImageVariant {
        ImageVariant(source: source.path, sourceHash: source.hash, size: size, crop: use.crops, encoding: encoding,
                     decodeShrink: decodeShrink)
    }

    /// Every file this use publishes.
    var variants: [ImageVariant] {
        sizes.flatMap { size in [variant(size, .webp), variant(size, fallback)] }
    }

    /// The size the page reserves, in CSS pixels: the box for covers and avatars, the image's
    /// own shape (no wider than the column) for content images.
    var displaySize: PixelSize {
        if use.crops { return PixelSize(width: use.box.width, height: use.box.height) }
        if let first = sizes.first { return first }
        // An SVG: the size it declares, no wider than the column; square when it declares none.
        let width = source.header.width, height = source.header.height
        guard width > 0, height > 0 else { return PixelSize(width: use.box.width, height: use.box.width) }
        let scale = min(1, Double(use.box.width) / Double(width))
        return PixelSize(width: max(1, Int((Double(width) * scale).rounded())), height: max(1, Int((Double(height) * scale).rounded())))
    }

    /// The largest fallback variant: for link previews.
    var largestFallback: ImageVariant? { sizes.last.map { variant($0, fallback) } }
}

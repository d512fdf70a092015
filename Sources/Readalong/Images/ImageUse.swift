/// Where an image is shown, which decides the sizes of its variants: the box it fills in
/// CSS pixels (at 1×), whether it is cropped to that box, and the `sizes` attribute.
enum ImageUse: String, Sendable, CaseIterable {
    /// Covers on room and book cards (80–150 CSS pixels wide).
    case coverCard
    /// The cover at the top of a book page (up to 200 CSS pixels wide).
    case coverPage
    /// Avatars in member chips (32 CSS pixels).
    case avatarChip
    /// The avatar at the top of a member page (96 CSS pixels).
    case avatarLarge
    /// Images in Markdown text, as wide as the text column at most.
    case content
    /// The cover on a link preview card (drawn once, at its size on the 1200×630 card).
    case shareCard

    /// The box at 1×, in CSS pixels.
    var box: (width: Int, height: Int) {
        switch self {
        case .coverCard: return (120, 180)
        case .coverPage: return (200, 300)
        case .avatarChip: return (32, 32)
        case .avatarLarge: return (96, 96)
        case .content: return (672, 0)
        case .shareCard: return (314, 470)
        }
    }

    /// Covers and avatars fill their box (cropped from the centre); content images keep
    /// their shape and are only made narrower.
    var crops: Bool { self != .content }

    /// Screen densities variants are made for (a share card has one size).
    var densities: [Int] { self == .shareCard ? [1] : [1, 2, 3] }

    /// Widths made besides the box at each density: content images also come 1,170 pixels
    /// wide, what a phone 390 pixels wide at 3× needs for the column (3 × 358 pixels), so
    /// that it does not load the 1,344-pixel copy made for wide screens at 2×.
    var phoneWidths: [Int] { self == .content ? [1170] : [] }

    /// The `sizes` attribute: how wide the image is drawn for each viewport.
    var sizes: String {
        switch self {
        case .coverCard: return "(min-width: 40rem) 150px, 30vw"
        case .coverPage: return "(min-width: 455px) 200px, 44vw"
        case .avatarChip: return "32px"
        case .avatarLarge: return "96px"
        case .content: return "(min-width: 44rem) 42rem, calc(100vw - 2rem)"
        case .shareCard: return "1200px"
        }
    }

    /// The uses decoded together: a cover is shown on cards, on its book's page and on link
    /// preview cards; an avatar in chips and on its member's page.
    var family: [ImageUse] {
        switch self {
        case .coverCard, .coverPage, .shareCard: return [.coverCard, .coverPage, .shareCard]
        case .avatarChip, .avatarLarge: return [.avatarChip, .avatarLarge]
        case .content: return [.content]
        }
    }

    /// How much the decoder may shrink an image of `header` while loading it for this use's
    /// family: the largest of 1, 2, 4 and 8 that still leaves it at least as large as every
    /// variant of the family. Only JPEG and WebP decoders can shrink; others give 1.
    func decodeShrink(for header: ImageHeader) -> Int {
        guard header.format == .jpeg || header.format == .webp, header.width > 0, header.height > 0 else { return 1 }
        let width = Double(header.width), height = Double(header.height)
        let needed = family.flatMap { use in
            use.variantSizes(width: header.width, height: header.height).map { size in
                use.crops ? max(Double(size.width) / width, Double(size.height) / height) : Double(size.width) / width
            }
        }.max() ?? 1
        return [8, 4, 2].first { 1 / Double($0) >= needed } ?? 1
    }

    /// The uses an image referenced as a cover or an avatar appears in.
    static let cover: [ImageUse] = [.coverCard, .coverPage]
    static let avatar: [ImageUse] = [.avatarChip, .avatarLarge]

    /// The pixel sizes to make for an image of `width` × `height`, smallest first, never
    /// larger than the image itself and without repeats.
    func variantSizes(width: Int, height: Int) -> [PixelSize] {
        let candidates = crops
            ? densities.map { filled(width: width, height: height, density: $0) }
            : (densities.map { box.width * $0 } + phoneWidths).sorted().map { fitted(width: width, height: height, target: $0) }
        var sizes: [PixelSize] = []
        for size in candidates where !sizes.contains(size) { sizes.append(size) }
        return sizes
    }

    /// The box at `density`, shrunk (keeping its shape) until the image covers it.
    private func filled(width: Int, height: Int, density: Int) -> PixelSize {
        let boxWidth = Double(box.width * density), boxHeight = Double(box.height * density)
        let scale = min(1, Double(width) / boxWidth, Double(height) / boxHeight)
        return PixelSize(width: max(1, Int((boxWidth * scale).rounded(.down))),
                         height: max(1, Int((boxHeight * scale).rounded(.down))))
    }

    /// The image's own shape, at most `target` pixels wide.
    private func fitted(width: Int, height: Int, target: Int) -> PixelSize {
        let target = min(width, target)
        let scaled = Int((Double(height) * Double(target) / Double(width)).rounded())
        return PixelSize(width: target, height: max(1, scaled))
    }
}

/// A size in pixels.
struct PixelSize: Sendable, Hashable {
    let width: Int
    let height: Int
}

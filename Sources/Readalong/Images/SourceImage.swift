/// A checked image of the site: where it is, the fingerprint of its bytes and what its
/// header says. Made once, while checking; pages and variants are planned from it.
struct SourceImage: Sendable, Equatable {
    /// Site-relative path (`content/books/nada.jpg`).
    let path: String
    /// Fingerprint of the file's bytes: names its variants.
    let hash: ContentHash
    let header: ImageHeader
}

/// Every image the site uses, by site-relative path.
struct ImageCatalog: Sendable {
    private(set) var images: [String: SourceImage] = [:]
    /// Images shown in Markdown text (besides any use as a cover or avatar).
    private(set) var inText: Set<String> = []
    /// Photos under assets/ that no page shows, published as full-size copies (`AssetPhotos`).
    private(set) var assetCopies: Set<String> = []
    /// What opening each image found (those that failed too), for the next build.
    let checks: ImageCheckCache

    init(_ images: [SourceImage] = [], checks: ImageCheckCache = ImageCheckCache()) {
        for image in images { self.images[image.path] = image }
        self.checks = checks
    }

    subscript(path: String) -> SourceImage? { images[path] }

    /// Records which images appear in Markdown; only checked ones count.
    mutating func markInText(_ paths: [String]) {
        inText.formUnion(paths.filter { images[$0] != nil })
    }

    /// Records which photos under assets/ are published as full-size copies; only checked ones count.
    mutating func markAssetCopies(_ paths: [String]) {
        assetCopies.formUnion(paths.filter { images[$0] != nil })
    }
}

/// The planned picture files: covers and avatars that are not photos copied as they are,
/// every variant of the photos pages show, the share cards of rooms and books, and the
/// files under `assets/` (a photo there only when no page shows it).
struct PlannedImages {
    let published: PublishedSite
    let cards: ShareCards

    /// The files, in the order they are planned.
    var files: [SitePlan.PlannedFile] {
        let site = published.site
        var files: [SitePlan.PlannedFile] = []
        for image in referencedImages where site.images[image]?.header.format.isRaster != true {
            files.append(SitePlan.PlannedFile(path: OutputPaths.publishedPath(of: image), source: .copy(image)))
        }
        for variant in variants {
            files.append(SitePlan.PlannedFile(path: variant.outputPath, source: .image(variant)))
        }
        var byPath: [String: ShareCard] = [:]
        for card in published.view.publishedRooms.map(cards.card) + site.books.compactMap(cards.card) {
            byPath[card.outputPath] = card
        }
        for path in byPath.keys.sorted() {
            files.append(SitePlan.PlannedFile(path: path, source: .shareCard(byPath[path]!)))
        }
        // A photo under assets/ is published as its variants, or as a copy when no page shows it.
        for asset in site.assets where !AssetPhotos.isPhoto(asset) || site.images.assetCopies.contains(asset) {
            files.append(SitePlan.PlannedFile(path: OutputPaths.publishedPath(of: asset), source: .copy(asset)))
        }
        return files
    }

    /// The covers of books and the avatars of published members (members who asked to be
    /// forgotten have no page and no picture anywhere).
    private var covers: [String] { published.site.books.compactMap { published.site.covers[$0.slug] } }
    private var avatars: [String] { published.view.publishedMembers.compactMap { published.site.avatars[$0.handle] } }

    /// Covers and avatars in use: the only content images that are published.
    private var referencedImages: [String] {
        Array(Set(covers + avatars).subtracting(published.site.assets)).sorted()
    }

    /// Every variant of the covers, avatars and images in text, each once, in path order.
    private var variants: [ImageVariant] {
        let site = published.site
        let uses = covers.map { ($0, ImageUse.cover) } + avatars.map { ($0, ImageUse.avatar) }
            + site.images.inText.map { ($0, [ImageUse.content]) }
        var variants: [String: ImageVariant] = [:]
        for (path, uses) in uses {
            guard let source = site.images[path] else { continue }
            for use in uses {
                for variant in ResponsiveImage(source, use: use).variants { variants[variant.outputPath] = variant }
            }
        }
        return variants.keys.sorted().compactMap { variants[$0] }
    }
}

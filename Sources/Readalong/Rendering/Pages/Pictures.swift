/// Image markup models for the `picture` partial: `<picture>` with a WebP `<source>`, a
/// fallback `<img>` with `srcset` and `sizes`, and the attributes every image needs.
extension RenderContext {
    /// The model of one image shown in `use`. `eager` is for the first large image of a
    /// page, which the browser should fetch at once; every other image loads lazily.
    func picture(_ path: String, use: ImageUse, alt: String, cssClass: String, eager: Bool = false) -> Picture {
        func unmeasured(width: Int, height: Int) -> Picture {
            Picture(cssClass: cssClass, alt: alt, lazy: !eager, sources: [], srcset: nil, sizes: use.sizes, src: urls.file(path),
                    width: width, height: height)
        }
        guard let source = site.images[path] else {
            // Not measured (an image the checks did not open): published as it is.
            return unmeasured(width: use.box.width, height: use.box.height == 0 ? use.box.width : use.box.height)
        }
        let image = ResponsiveImage(source, use: use)
        let display = image.displaySize
        guard let smallest = image.sizes.first else { return unmeasured(width: display.width, height: display.height) }
        func srcset(_ encoding: VariantEncoding) -> String {
            image.sizes.map { "\(urls.page(image.variant($0, encoding).outputPath)) \($0.width)w" }.joined(separator: ", ")
        }
        return Picture(cssClass: cssClass, alt: alt, lazy: !eager,
                       sources: [Picture.Source(type: VariantEncoding.webp.mimeType, srcset: srcset(.webp), sizes: use.sizes)],
                       srcset: srcset(image.fallback), sizes: use.sizes,
                       src: urls.page(image.variant(smallest, image.fallback).outputPath), width: display.width, height: display.height)
    }

    /// The absolute URL of the picture a link preview shows for an image, if any.
    func previewURL(_ path: String, use: ImageUse) -> String? {
        guard let source = site.images[path] else { return urls.file(path) }
        guard let variant = ResponsiveImage(source, use: use).largestFallback else { return urls.file(path) }
        return urls.page(variant.outputPath)
    }
}

/// Link previews: the share card of a room or a book page.
extension RenderContext {
    /// The card of a room: its title and dates beside its book's cover.
    func shareCard(_ room: Room) -> ShareCard {
        shareCard(title: roomTitle(room), subtitle: roomDates(room), book: published.booksBySlug[room.book.value])
    }

    /// The card of a book: its title and authors beside its cover. A book without a photo
    /// cover has none: its card would be text alone, which a link preview shows anyway, and
    /// drawing text is the slow part of a card (a catalogue of thousands of bare books would
    /// spend most of its build on them).
    func shareCard(_ book: Book) -> ShareCard? {
        let card = shareCard(title: text(book.title.value), subtitle: text(book.authors.joined(separator: ", ")), book: book)
        return card.cover == nil ? nil : card
    }

    private func shareCard(title: String, subtitle: String, book: Book?) -> ShareCard {
        let cover = book.flatMap(coverPath).flatMap { site.images[$0] }.flatMap { source -> ImageVariant? in
            guard source.header.format.isRaster else { return nil }
            let size = ImageUse.shareCard.variantSizes(width: source.header.width, height: source.header.height)[0]
            return ResponsiveImage(source, use: .shareCard).variant(size, .jpeg)
        }
        return ShareCard(title: title, subtitle: subtitle, siteTitle: text(site.config.title), cover: cover)
    }
}

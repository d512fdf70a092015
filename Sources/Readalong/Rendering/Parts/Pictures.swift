/// Image markup models for the `picture` partial: `<picture>` with a WebP `<source>`, a
/// fallback `<img>` with `srcset` and `sizes`, and the attributes every image needs.
struct Pictures: Sendable {
    /// The site's checked images.
    let images: ImageCatalog
    let urls: SiteURLs

    /// The model of one image shown in `use`. `eager` is for the first large image of a
    /// page, which the browser should fetch at once; every other image loads lazily.
    func picture(_ path: String, use: ImageUse, alt: String, cssClass: String, eager: Bool = false) -> Picture {
        func unmeasured(width: Int, height: Int) -> Picture {
            Picture(cssClass: cssClass, alt: alt, lazy: !eager, sources: [], srcset: nil, sizes: use.sizes, src: urls.file(path),
                    width: width, height: height)
        }
        guard let source = images[path] else {
            // Not measured (an image the checks did not open): published as it is.
            return unmeasured(width: use.box.width, height: use.box.height == 0 ? use.box.width : use.box.height)
        }
        let image = ResponsiveImage(source, use: use)
        let display = image.displaySize
        guard let smallest = image.sizes.first else { return unmeasured(width: display.width, height: display.height) }
        func srcset(_ encoding: VariantEncoding) -> String {
            image.sizes.map { "\(urls.shared(image.variant($0, encoding).outputPath)) \($0.width)w" }.joined(separator: ", ")
        }
        return Picture(cssClass: cssClass, alt: alt, lazy: !eager,
                       sources: [Picture.Source(type: VariantEncoding.webp.mimeType, srcset: srcset(.webp), sizes: use.sizes)],
                       srcset: srcset(image.fallback), sizes: use.sizes,
                       src: urls.shared(image.variant(smallest, image.fallback).outputPath), width: display.width, height: display.height)
    }

    /// The absolute URL of the picture a link preview shows for an image, if any.
    func previewURL(_ path: String, use: ImageUse) -> String? {
        guard let source = images[path] else { return urls.file(path) }
        guard let variant = ResponsiveImage(source, use: use).largestFallback else { return urls.file(path) }
        return urls.shared(variant.outputPath)
    }
}

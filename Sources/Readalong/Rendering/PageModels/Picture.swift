/// One responsive image, as the `picture` partial draws it: a WebP `<source>` and a
/// fallback `<img>` with `srcset`, `sizes` and the size the page reserves.
struct Picture: KeyedTemplateModel {
    enum Key: String, CaseIterable { case `class`, alt, lazy, sources, srcset, sizes, src, width, height }

    /// One `<source>`: the WebP files with their widths.
    struct Source: KeyedTemplateModel {
        enum Key: String, CaseIterable { case type, srcset, sizes }
        let type: String
        let srcset: String
        let sizes: String

        var templateValue: TemplateValue { fields([.type: .text(type), .srcset: .text(srcset), .sizes: .text(sizes)]) }
    }

    let cssClass: String
    let alt: String
    /// `false` only for the first large image of a page, fetched at once.
    let lazy: Bool
    let sources: [Source]
    /// Every fallback file with its width; `nil` for an image published as it is.
    let srcset: String?
    let sizes: String
    /// The smallest fallback file.
    let src: String
    let width: Int
    let height: Int

    var templateValue: TemplateValue {
        fields([.class: .text(cssClass), .alt: .text(alt), .lazy: .flag(lazy), .sources: sources.templateValue,
                .srcset: srcset.orFalse, .sizes: .text(sizes), .src: .text(src), .width: .number(width), .height: .number(height)])
    }
}

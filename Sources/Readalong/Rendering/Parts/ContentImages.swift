import Foundation

/// Images in Markdown text become the same responsive pictures as covers: cmark-gfm writes
/// `<img src="…" alt="…" />`, and each one naming a checked image of the site is replaced.
extension Pictures {
    /// The HTML with every site image of the Markdown of `owner` made into a picture.
    func inHTML(_ html: String, owner: String) -> String {
        guard ByteSearch.contains("<img ", in: html) else { return html }
        return html.replacing(/<img src="([^"]*)" alt="([^"]*)"(?: title="[^"]*")? \/>/) { match in
            let written = Escaping.unescapeHTML(String(match.output.1))
            guard case .file(let path) = MarkdownImagePath.target(of: written, from: owner), images[path] != nil else {
                return String(match.output.0)
            }
            // The alternative text is already escaped by cmark-gfm.
            return PictureMarkup.html(picture(path, use: .content, alt: String(match.output.2), cssClass: "content-image"),
                                      altIsEscaped: true)
        }
    }
}

/// The markup of the `picture` partial, written from Swift for HTML made outside templates
/// (Markdown). It must stay the same as `picture.mustache`; a test compares them.
enum PictureMarkup {
    static func html(_ picture: Picture, altIsEscaped: Bool = false) -> String {
        let sizes = Escaping.html(picture.sizes)
        var html = "<picture>"
        for source in picture.sources {
            html += "<source type=\"\(Escaping.html(source.type))\" srcset=\"\(Escaping.html(source.srcset))\" sizes=\"\(Escaping.html(source.sizes))\">"
        }
        html += "<img class=\"\(Escaping.html(picture.cssClass))\" src=\"\(Escaping.html(picture.src))\""
        if let srcset = picture.srcset { html += " srcset=\"\(Escaping.html(srcset))\" sizes=\"\(sizes)\"" }
        let alt = altIsEscaped ? picture.alt : Escaping.html(picture.alt)
        html += " alt=\"\(alt)\" width=\"\(picture.width)\" height=\"\(picture.height)\" decoding=\"async\""
        html += picture.lazy ? " loading=\"lazy\"" : " loading=\"eager\""
        return html + "></picture>"
    }
}

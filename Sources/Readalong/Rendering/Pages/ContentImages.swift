import Foundation

/// Images in Markdown text become the same responsive pictures as covers: cmark-gfm writes
/// `<img src="…" alt="…" />`, and each one naming a checked image of the site is replaced.
extension RenderContext {
    /// The HTML with every site image of the Markdown of `owner` made into a picture.
    func pictures(in html: String, owner: String) -> String {
        guard html.contains("<img ") else { return html }
        return html.replacing(/<img src="([^"]*)" alt="([^"]*)"(?: title="[^"]*")? \/>/) { match in
            let written = Escaping.unescapeHTML(String(match.output.1))
            guard case .file(let path) = MarkdownImagePath.target(of: written, from: owner), site.images[path] != nil else {
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
    static func html(_ model: [String: Any], altIsEscaped: Bool = false) -> String {
        func value(_ key: String) -> String { Escaping.html("\(model[key] ?? "")") }
        var html = "<picture>"
        for source in model["sources"] as? [[String: Any]] ?? [] {
            html += "<source type=\"\(Escaping.html("\(source["type"] ?? "")"))\" srcset=\"\(Escaping.html("\(source["srcset"] ?? "")"))\" sizes=\"\(value("sizes"))\">"
        }
        html += "<img class=\"\(value("class"))\" src=\"\(value("src"))\""
        if let srcset = model["srcset"] as? String { html += " srcset=\"\(Escaping.html(srcset))\" sizes=\"\(value("sizes"))\"" }
        let alt = altIsEscaped ? "\(model["alt"] ?? "")" : value("alt")
        html += " alt=\"\(alt)\" width=\"\(value("width"))\" height=\"\(value("height"))\" decoding=\"async\""
        html += model["lazy"] as? Bool == true ? " loading=\"lazy\"" : " loading=\"eager\""
        return html + "></picture>"
    }
}

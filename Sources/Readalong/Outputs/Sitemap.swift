/// `/sitemap.xml` (listed pages only: no unlisted room, no draft, no 404) and `/robots.txt`
/// pointing at it.
extension RenderContext {
    func sitemap(pages: [String]) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for page in pages {
            xml += "  <url><loc>\(Escaping.xml(urls.absolute(page)))</loc></url>\n"
        }
        return xml + "</urlset>\n"
    }

    func robots() -> String {
        "User-agent: *\nAllow: /\n\nSitemap: \(urls.absolute(urls.sitemap))\n"
    }
}

/// `/sitemap.xml` and the `/robots.txt` that points at it. The pages it lists are chosen
/// where the site is planned (`SitePlan`: listed pages only, never an unlisted room, a
/// draft, a redirect or the 404 page); this only writes them.
enum Sitemap {
    /// The sitemap of `locations` (absolute addresses), in the order given.
    static func xml(locations: [String]) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for location in locations {
            xml += "  <url><loc>\(Escaping.xml(location))</loc></url>\n"
        }
        return xml + "</urlset>\n"
    }

    /// The sitemap of a site in several languages: for each page, its address in every
    /// language (`hreflang`, absolute address), each listed with all of them as
    /// `xhtml:link` alternates.
    static func xml(pages: [[(hreflang: String, href: String)]]) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\""
            + " xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n"
        for versions in pages {
            let links = versions.map {
                "    <xhtml:link rel=\"alternate\" hreflang=\"\(Escaping.xml($0.hreflang))\" href=\"\(Escaping.xml($0.href))\"/>\n"
            }.joined()
            for version in versions {
                xml += "  <url>\n    <loc>\(Escaping.xml(version.href))</loc>\n" + links + "  </url>\n"
            }
        }
        return xml + "</urlset>\n"
    }

    /// `robots.txt`: everything may be crawled, and the sitemap is at `sitemap` (absolute).
    static func robots(sitemap: String) -> String {
        "User-agent: *\nAllow: /\n\nSitemap: \(sitemap)\n"
    }
}

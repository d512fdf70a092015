/// The page published at an old address (an alias of a book, member or room): it sends the
/// reader on to the new page at once, names it as the canonical page, asks search engines
/// not to index the old address, and shows a plain link for browsers that do not follow
/// the refresh. No list, sitemap, feed or search index mentions it. Where scripts run, the
/// part after `#` goes along (a link to one chat message lands on that message).
struct RedirectPage: Sendable {
    /// The site's language tag.
    let language: String
    /// "This page has moved to", in that language.
    let movedLabel: String

    /// The page sending readers to `url` (site-relative; `canonical` is its absolute
    /// address), a page whose title is `title`.
    func html(to url: String, canonical: String, title: String) -> String {
        let target = Escaping.xml(url)
        let name = Escaping.xml(title)
        let script = Escaping.jsonString(url, inScript: true)
        return """
        <!DOCTYPE html>
        <html lang="\(Escaping.xml(language))">
        <head>
        <meta charset="utf-8">
        <title>\(name)</title>
        <link rel="canonical" href="\(Escaping.xml(canonical))">
        <meta name="robots" content="noindex">
        <script>location.replace(\(script) + location.hash)</script>
        <meta http-equiv="refresh" content="0; url=\(target)">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        </head>
        <body>
        <main><p>\(Escaping.xml(movedLabel)) <a href="\(target)" dir="auto">\(name)</a></p></main>
        </body>
        </html>

        """
    }
}

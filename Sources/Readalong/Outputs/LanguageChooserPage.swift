/// The page at `/` of a site whose every language is under its prefix (`default_prefix`):
/// the site's title and a link to each language's home page, each in its own language.
struct LanguageChooserPage: Sendable {
    /// The site's title.
    let title: String
    /// Each language's name in itself, tag and home page URL, the default first.
    let languages: [(name: String, tag: String, url: String)]
    /// The interface strings of each language, in the same order.
    let strings: [UIStrings]

    var html: String {
        let original = Escaping.xml(languages[0].tag)
        let links = languages.map { language in
            "<li><a href=\"\(Escaping.xml(language.url))\" hreflang=\"\(Escaping.xml(language.tag))\" lang=\"\(Escaping.xml(language.tag))\">"
                + "\(Escaping.xml(language.name))</a></li>"
        }
        let prompts = zip(languages, strings).map { language, strings in
            "<span lang=\"\(Escaping.xml(language.tag))\">\(Escaping.xml(strings["language.choose"]))</span>"
        }
        return """
        <!DOCTYPE html>
        <html lang="\(original)">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(Escaping.xml(title))</title>
        \(languages.map { "<link rel=\"alternate\" hreflang=\"\(Escaping.xml($0.tag))\" href=\"\(Escaping.xml($0.url))\">" }.joined(separator: "\n"))
        </head>
        <body>
        <main>
        <h1>\(Escaping.xml(title))</h1>
        <p>\(prompts.joined(separator: " · "))</p>
        <ul>
        \(links.joined(separator: "\n"))
        </ul>
        </main>
        </body>
        </html>

        """
    }
}

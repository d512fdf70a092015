/// An Atom feed (RFC 4287) written from typed entries: `/feed.xml`. What goes in it, and in
/// which order, is `FeedEntries`'s choice; this only writes it.
struct AtomFeed: Sendable {
    /// One entry, with every text filtered for publishing and every address absolute.
    struct Entry: Sendable, Equatable {
        /// The same for the same room or event in every build.
        let id: String
        let updated: Int
        let title: String
        let url: String
        let summary: String
        /// The language of the title, or of the summary, when it is not the feed's (an
        /// original's text in a feed of another language): `xml:lang` on that element.
        var titleLang: String?
        var summaryLang: String?
    }

    /// The feed's language tag (`xml:lang`).
    let language: String
    /// The site's home page: the feed's id and its alternate link.
    let home: String
    /// The address of the feed itself.
    let selfURL: String
    /// The site's title, also the feed's author, and its description.
    let title: String
    let subtitle: String?
    /// When the feed last changed.
    let updated: Int
    let entries: [Entry]

    /// The feed's XML, entries in the order given.
    var xml: String {
        var xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<feed xmlns=\"http://www.w3.org/2005/Atom\" xml:lang=\""
            + Escaping.xml(language) + "\">\n"
        xml += "  <id>\(Escaping.xml(home))</id>\n"
        xml += "  <title>\(Escaping.xml(title))</title>\n"
        if let subtitle { xml += "  <subtitle>\(Escaping.xml(subtitle))</subtitle>\n" }
        xml += "  <updated>\(UTCTime.rfc3339(updated))</updated>\n"
        xml += "  <link rel=\"self\" type=\"application/atom+xml\" href=\"\(Escaping.xml(selfURL))\"/>\n"
        xml += "  <link rel=\"alternate\" type=\"text/html\" href=\"\(Escaping.xml(home))\"/>\n"
        xml += "  <author><name>\(Escaping.xml(title))</name></author>\n"
        xml += "  <generator>Readalong</generator>\n"
        for entry in entries {
            xml += "  <entry>\n"
            xml += "    <id>\(Escaping.xml(entry.id))</id>\n"
            xml += "    <title\(Self.lang(entry.titleLang))>\(Escaping.xml(entry.title))</title>\n"
            xml += "    <updated>\(UTCTime.rfc3339(entry.updated))</updated>\n"
            xml += "    <link rel=\"alternate\" type=\"text/html\" href=\"\(Escaping.xml(entry.url))\"/>\n"
            xml += "    <summary\(Self.lang(entry.summaryLang))>\(Escaping.xml(entry.summary))</summary>\n"
            xml += "  </entry>\n"
        }
        return xml + "</feed>\n"
    }

    /// ` xml:lang="ca"` for a text in another language than the feed's, else nothing.
    private static func lang(_ language: String?) -> String {
        language.map { " xml:lang=\"\(Escaping.xml($0))\"" } ?? ""
    }
}

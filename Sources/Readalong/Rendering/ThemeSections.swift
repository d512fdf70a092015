import Foundation

/// The built-in theme files hold sections that only some sites need (the registration of
/// the service worker, the chapter gate's script and styles). Such a section stands between two marker lines,
/// `/* feature NAME */` and `/* end feature NAME */` (a comment in CSS and in JavaScript
/// alike); a site that does not use the feature gets the file without the section, markers
/// included, so its theme stays byte for byte what it was before the feature existed. A
/// section several features share names them all (`/* feature gate|replay */`) and stays
/// when any of them is used.
enum ThemeSections {
    /// The features a site's pages use: `offline` unless `site.yml` turns it off, `gate`
    /// when a published room has chapter data, `editions` when a gate carries edition tables,
    /// `replay` when a published room is finished (and `gate`, with `editions` when its book
    /// has tables, for a book's companion pages), and `languages` on a site in several
    /// languages. A room whose chats were kept from the last
    /// build (`keptFile` reads that build's output) keeps that build's room page, made from
    /// the same chats: its `data-gate` (and the edition tables in it) says.
    static func features(of published: PublishedSite, urls: SiteURLs, keptFile: (String) -> Data?) -> Set<String> {
        var features: Set<String> = published.site.config.offline ? ["offline"] : []
        let marker = Data(" \(ChapterGates.attribute)=\"".utf8)
        let tables = Data(Escaping.html("\"editions\":").utf8)
        for room in published.view.publishedRooms where !features.isSuperset(of: ["gate", "editions"]) {
            guard case .kept = room.transcripts else {
                if published.gates.gate(of: room) != nil { features.insert("gate") }
                if published.gates.hasEditions(room) { features.insert("editions") }
                continue
            }
            // A kept page is read only when it may tell something not known yet.
            let mayHaveTables = !features.contains("editions") && EditionTables(room.resolvedBook) != nil
            guard !features.contains("gate") || mayHaveTables,
                  let page = keptFile(urls.outputFile(for: urls.room(room.slug))), page.range(of: marker) != nil else { continue }
            features.insert("gate")
            if page.range(of: tables) != nil { features.insert("editions") }
        }
        // A book's companion pages carry the gate too: a book with notes, or read by a listed
        // room with numeric targets, has them.
        for book in published.site.books where !features.isSuperset(of: ["gate", "editions"]) {
            let targeted = (published.listedRoomsByBook[book.slug] ?? []).contains { room in
                room.schedule?.events.contains { $0.chapters?.value.upperBound != nil } == true
            }
            guard targeted || !book.notes.isEmpty else { continue }
            features.insert("gate")
            if EditionTables(book) != nil { features.insert("editions") }
        }
        if published.view.publishedRooms.contains(where: { RoomReplay.offered(for: $0, in: published.view) }) {
            features.insert("replay")
        }
        if published.site.config.languages.count > 1 { features.insert("languages") }
        return features
    }

    /// `data` (UTF-8 text) without the sections of features not in `features`. Files
    /// without markers come back unchanged.
    static func keeping(_ features: Set<String>, in data: Data) -> Data {
        let text = String(decoding: data, as: UTF8.self)
        guard text.contains("/* feature ") else { return data }
        var kept: [Substring] = []
        var skipping: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let name = skipping {
                if line == "/* end feature \(name) */" { skipping = nil }
                continue
            }
            if line.hasPrefix("/* feature "), line.hasSuffix(" */") {
                let name = String(line.dropFirst("/* feature ".count).dropLast(" */".count))
                if !name.split(separator: "|").contains(where: { features.contains(String($0)) }) {
                    skipping = name
                    continue
                }
            }
            kept.append(line)
        }
        return Data(kept.joined(separator: "\n").utf8)
    }
}

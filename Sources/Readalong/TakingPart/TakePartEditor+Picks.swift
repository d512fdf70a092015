extension TakePartEditor {
    /// A candidate `{book, by, note}` appended to an open pick.
    func nominate(pick slug: String, book written: String, note: String?) throws(TakePartError) -> ContentEdit {
        let pick = try openPick(slug)
        let isbn = try? ISBN.parse(written).get()
        guard let book = site.books.first(where: { $0.slug == written || (isbn != nil && $0.isbn?.value == isbn) }) else {
            if isbn != nil {
                throw .refused("no book of the site has the ISBN \(written)",
                               hint: "the secretary adds it with publish import isbn \(written); then nominate it by its slug")
            }
            throw .refused("there is no book '\(written)'",
                           hint: Suggestion.hint(for: written, in: site.books.map(\.slug)) ?? "nominate a book of the site's books page")
        }
        guard !pick.candidates.contains(where: { $0.book.value == book.slug }) else {
            throw .refused("«\(book.title.value)» is already nominated in «\(pick.title)»", hint: "vote for it instead")
        }
        var fields = [(key: "book", value: book.slug), (key: "by", value: member.handle)]
        if let note { fields.append((key: "note", value: YAMLQuoted.string(note))) }
        var block = try frontMatter(pick.path)
        guard block.appendItem(fields, under: "candidates") else { throw .cannotEdit(path: pick.path, what: "'candidates'") }
        return ContentEdit(path: pick.path, text: block.text, outcome: .nominate(book: book.title.value, pick: pick.title))
    }

    /// The member's ballot in an open pick, replacing an earlier one.
    func vote(pick slug: String, books: [String]) throws(TakePartError) -> ContentEdit {
        let pick = try openPick(slug)
        let candidates = pick.candidates.map(\.book.value)
        guard !books.isEmpty else { throw .refused("the ballot names no book", hint: "name at least one of: \(candidates.joined(separator: ", "))") }
        var seen = Set<String>()
        for book in books {
            guard candidates.contains(book) else {
                throw .refused("'\(book)' is not nominated in «\(pick.title)»",
                               hint: Suggestion.hint(for: book, in: candidates) ?? "vote for: \(candidates.joined(separator: ", "))")
            }
            guard seen.insert(book).inserted else {
                throw .refused("the ballot names '\(book)' twice", hint: "name each book once")
            }
        }
        if pick.method == .plurality, books.count > 1 {
            throw .refused("«\(pick.title)» takes one book per ballot, and this one names \(books.count)", hint: "vote for one book")
        }
        var block = try frontMatter(pick.path)
        guard block.setEntry(member.handle, to: "[\(books.joined(separator: ", "))]", under: "ballots") else {
            throw .cannotEdit(path: pick.path, what: "'ballots'")
        }
        return ContentEdit(path: pick.path, text: block.text, outcome: .vote(pick: pick.title))
    }

    /// A pick taking nominations and votes now (its one window, `opens` to `closes`).
    private func openPick(_ slug: String) throws(TakePartError) -> Pick {
        let picks = site.picks.filter { !$0.draft }
        guard let pick = picks.first(where: { $0.slug == slug }) else {
            throw .refused("there is no pick '\(slug)'",
                           hint: Suggestion.hint(for: slug, in: picks.map(\.slug)) ?? "use the link on the pick's page")
        }
        guard now >= pick.opensAt else {
            throw .refused("«\(pick.title)» is not open yet", hint: "nominations and votes open on \(pick.opens.value.date)")
        }
        guard !pick.isClosed(at: now) else {
            throw .refused("«\(pick.title)» has closed", hint: "nominations and votes closed on \(pick.closes.value.date)")
        }
        return pick
    }
}

extension TakePartEditor {
    /// A candidate `{book, by, note}` appended to an open pick.
    func nominate(pick slug: String, book written: String, note: String?) throws(TakePartError) -> ContentEdit {
        let pick = try openPick(slug)
        let isbn = try? ISBN.parse(written).get()
        guard let book = site.books.first(where: { $0.slug == written || (isbn != nil && $0.isbn?.value == isbn) }) else {
            if isbn != nil, let importBook {
                return try nominateNew(importBook(written), isbn: written, pick: pick, note: note)
            }
            if isbn != nil {
                throw .refused(ToolText("takePart.noISBN", ["isbn": written]), hint: ToolText("takePart.noISBN.hint", ["isbn": written]))
            }
            throw .refused(ToolText("takePart.noBook", ["book": written]),
                           hint: Suggestion.hint(for: written, in: site.books.map(\.slug)) ?? ToolText("takePart.noBook.hint"))
        }
        guard !pick.candidates.contains(where: { $0.book.value == book.slug }) else {
            throw .refused(ToolText("takePart.alreadyNominated", ["book": book.title.value, "pick": pick.title]),
                           hint: ToolText("takePart.alreadyNominated.hint"))
        }
        return try candidate(book.slug, title: book.title.value, pick: pick, note: note)
    }

    /// A nomination of a book the site does not have: the book file (and cover) Open Library
    /// gives for the ISBN is added beside the pick's edit, so the club reviews both in one
    /// change. The member's line names the book by its slug until the site is checked.
    private func nominateNew(_ outcome: ISBNImporter.Outcome, isbn: String, pick: Pick,
                             note: String?) throws(TakePartError) -> ContentEdit {
        switch outcome {
        case .created(let book, let cover, _):
            let slug = NewBookPlace.slug(ofBook: book.path)
            var edit = try candidate(slug, title: slug, pick: pick, note: note)
            edit.added = [book] + (cover.map { [$0] } ?? [])
            return edit
        case .skipped(let reason):
            throw .refused(ToolText("takePart.isbnSkipped", ["isbn": isbn], texts: ["reason": reason]), hint: ToolText("takePart.isbnSkipped.hint"))
        case .notFound, .failed:
            throw .refused(ToolText("takePart.isbnUnknown", ["isbn": isbn], texts: ["reason": outcome.text]),
                           hint: ToolText("takePart.isbnUnknown.hint"))
        }
    }

    /// The candidate `{book, by, note}` appended to the pick's `candidates`.
    private func candidate(_ slug: String, title: String, pick: Pick, note: String?) throws(TakePartError) -> ContentEdit {
        var fields = [(key: "book", value: slug), (key: "by", value: member.handle)]
        if let note { fields.append((key: "note", value: YAMLQuoted.string(note))) }
        var block = try frontMatter(pick.path)
        guard block.appendItem(fields, under: "candidates") else { throw .cannotEdit(path: pick.path, what: ToolText("takePart.what.key", ["key": "candidates"])) }
        return ContentEdit(path: pick.path, text: block.text, outcome: .nominate(book: title, pick: pick.title))
    }

    /// The member's ballot in an open pick, replacing an earlier one.
    func vote(pick slug: String, books: [String]) throws(TakePartError) -> ContentEdit {
        let pick = try openPick(slug)
        let candidates = pick.candidates.map(\.book.value)
        guard !books.isEmpty else {
            throw .refused(ToolText("takePart.emptyBallot"), hint: ToolText("takePart.emptyBallot.hint", ["books": candidates.joined(separator: ", ")]))
        }
        var seen = Set<String>()
        for book in books {
            guard candidates.contains(book) else {
                throw .refused(ToolText("takePart.notNominated", ["book": book, "pick": pick.title]),
                               hint: Suggestion.hint(for: book, in: candidates)
                                   ?? ToolText("takePart.notNominated.hint", ["books": candidates.joined(separator: ", ")]))
            }
            guard seen.insert(book).inserted else {
                throw .refused(ToolText("takePart.ballotTwice", ["book": book]), hint: ToolText("takePart.ballotTwice.hint"))
            }
        }
        if pick.method == .plurality, books.count > 1 {
            throw .refused(ToolText("takePart.oneBookBallot", ["pick": pick.title, "count": "\(books.count)"]),
                           hint: ToolText("takePart.oneBookBallot.hint"))
        }
        var block = try frontMatter(pick.path)
        guard block.setEntry(member.handle, to: "[\(books.joined(separator: ", "))]", under: "ballots") else {
            throw .cannotEdit(path: pick.path, what: ToolText("takePart.what.key", ["key": "ballots"]))
        }
        return ContentEdit(path: pick.path, text: block.text, outcome: .vote(pick: pick.title))
    }

    /// A pick taking nominations and votes now (its one window, `opens` to `closes`).
    private func openPick(_ slug: String) throws(TakePartError) -> Pick {
        let picks = site.picks.filter { !$0.draft }
        guard let pick = picks.first(where: { $0.slug == slug }) else {
            throw .refused(ToolText("takePart.noPick", ["pick": slug]),
                           hint: Suggestion.hint(for: slug, in: picks.map(\.slug)) ?? ToolText("takePart.noPick.hint"))
        }
        guard now >= pick.opensAt else {
            throw .refused(ToolText("takePart.pickNotOpen", ["pick": pick.title]),
                           hint: ToolText("takePart.pickNotOpen.hint", ["date": "\(pick.opens.value.date)"]))
        }
        guard !pick.isClosed(at: now) else {
            throw .refused(ToolText("takePart.pickClosed", ["pick": pick.title]),
                           hint: ToolText("takePart.pickClosed.hint", ["date": "\(pick.closes.value.date)"]))
        }
        return pick
    }
}

/// A member's `editions:` names books that exist and, in each, one of its editions.
enum MemberEditionRule {
    static func check(_ members: [Member], books: BooksBySlug) -> [Diagnostic] {
        members.flatMap { member in
            member.editions.compactMap { choice -> Diagnostic? in
                guard let book = books[choice.book.value] else {
                    return Diagnostic(.unknownBook, at: choice.book.location, ToolText("book.unknown", ["slug": choice.book.value]),
                                      hint: Suggestion.hint(for: choice.book.value, in: books.slugs.sorted())
                                          ?? ToolText("book.unknown.hint", ["slug": choice.book.value]))
                }
                let ids = book.editions.map(\.id.value)
                guard !ids.contains(choice.edition.value) else { return nil }
                let hint = ids.isEmpty ? ToolText("edition.unknown.none.hint", ["path": book.path])
                    : Suggestion.hint(for: choice.edition.value, in: ids) ?? ToolText("edition.unknown.hint", ["ids": ids.joined(separator: ", ")])
                return Diagnostic(.unknownEdition, at: choice.edition.location,
                                  ToolText("edition.unknown", ["book": book.slug, "id": choice.edition.value]), hint: hint)
            }
        }
    }
}

/// `/search/index.json`: what the search page filters in the browser. Only listed content:
/// books, public rooms, members; never private, unlisted or anonymous details.
extension RenderContext {
    func searchIndex() -> String {
        var entries: [String] = []
        for book in site.books {
            entries.append(entry(kind: strings["search.book"], title: text(book.title.value),
                                 detail: text(book.authors.joined(separator: ", ")), url: urls.book(book.slug)))
        }
        for room in view.listedRooms {
            entries.append(entry(kind: strings["search.room"], title: roomTitle(room),
                                 detail: strings["status.\(view.status(of: room).rawValue)"], url: urls.room(room.slug)))
        }
        for member in view.publishedMembers {
            entries.append(entry(kind: strings["search.member"], title: text(member.name), detail: member.handle,
                                 url: urls.member(member.handle)))
        }
        return "[\n" + entries.joined(separator: ",\n") + "\n]\n"
    }

    private func entry(kind: String, title: String, detail: String, url: String) -> String {
        "{\"kind\": \(Escaping.jsonString(kind)), \"title\": \(Escaping.jsonString(title)), "
            + "\"detail\": \(Escaping.jsonString(detail)), \"url\": \(Escaping.jsonString(url))}"
    }
}

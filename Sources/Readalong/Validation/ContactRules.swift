/// E-mail addresses and telephone numbers written in text the site publishes (W009): the
/// build replaces them with bullets, and this rule tells the editor where each one is, so
/// that it can be removed, or allowed in `site.yml`'s `contact:` list.
///
/// Private fields (a member's `email:` and `phone:`), hidden messages and private rooms are
/// never published, so nothing in them is reported; nor is a page with `contact: true`.
struct ContactRules {
    let site: ResolvedSite

    /// A published text of one file, and the line its search starts at (the line it is
    /// written on when known, otherwise the top of the file).
    private struct Text {
        let value: String
        let path: String
        let fromLine: Int
        var isURL = false
    }

    /// Nothing is reported while site.yml cannot be read (its own error says why): its
    /// `contact:` list is unknown then, and every club address would be taken for a
    /// personal one.
    func check() -> [Diagnostic] {
        guard let config = site.config else { return [] }
        let log = DiagnosticLog()
        let policy = ContactPolicy(allowed: config.contact)
        var reported: Set<SourceLocation> = []
        for text in publishedTexts() {
            let found: [String]
            if text.isURL {
                found = policy.refuses(url: text.value) ? [text.value] : []
            } else {
                found = policy.unpublishable(in: text.value).map(\.text)
            }
            var occurrences: [String: Int] = [:]
            for detail in found {
                let location = locate(detail, occurrence: occurrences[detail, default: 0], in: text)
                occurrences[detail, default: 0] += 1
                guard reported.insert(location).inserted else { continue }
                report(detail, isURL: text.isURL, at: location, log: log)
            }
        }
        return log.entries
    }

    private func report(_ detail: String, isURL: Bool, at location: SourceLocation, log: DiagnosticLog) {
        let isPage = site.pages.contains { $0.path == location.path }
        let allow = ToolText(isPage ? "contact.allow.page" : "contact.allow.site")
        if isURL {
            log.report(.contactDetail, at: location, ToolText("contact.link", ["detail": detail]),
                       hint: ToolText("contact.link.hint", texts: ["allow": allow]))
        } else {
            log.report(.contactDetail, at: location, ToolText(detail.contains("@") ? "contact.email" : "contact.phone", ["detail": detail]),
                       hint: ToolText("contact.detail.hint", texts: ["allow": allow]))
        }
    }

    private func publishedTexts() -> [Text] {
        var texts: [Text] = []
        func add(_ value: String?, _ path: String, _ line: Int = 1) {
            if let value, !value.isEmpty { texts.append(Text(value: value, path: path, fromLine: line)) }
        }
        func add(_ source: MarkdownSource?) { add(source?.text, source?.path ?? "", source?.firstLine ?? 1) }
        func add(links: [Link], _ path: String) {
            for link in links {
                add(link.name, path)
                texts.append(Text(value: link.url, path: path, fromLine: 1, isURL: true))
            }
        }
        if let config = site.config {
            let path = "content/site.yml"
            add(config.title, path)
            add(config.description, path)
            add(config.footer)
        }
        for book in site.books {
            for value in [book.title.value, book.subtitle, book.published] + book.authors + book.genres + book.topics {
                add(value, book.path)
            }
            add(links: book.links, book.path)
            add(book.body)
        }
        for member in site.members {
            add(member.name, member.path)
            add(member.location, member.path)
            add(links: member.links, member.path)
            add(member.body)
        }
        site.clubBodies.forEach { add($0) }
        for page in site.pages where !page.publishesContacts {
            add(page.title, page.path)
            add(page.description, page.path)
            add(page.body)
        }
        for room in site.rooms where room.visibility != .private {
            add(room.title, room.path)
            room.tags.forEach { add($0, room.path) }
            if let url = room.joinURL { texts.append(Text(value: url, path: room.path, fromLine: 1, isURL: true)) }
            add(room.body)
            for event in room.schedule?.events ?? [] {
                add(event.title, event.entryLocation.path, event.entryLocation.line)
                switch event.location {
                case .place(let place): add(place, event.entryLocation.path, event.entryLocation.line)
                case .url(let url): texts.append(Text(value: url, path: event.entryLocation.path, fromLine: event.entryLocation.line, isURL: true))
                case nil: break
                }
                add(event.notes)
            }
            for transcript in room.transcripts.loaded {
                add(transcript.title, transcript.path)
                for poll in transcript.polls {
                    add(poll.question, transcript.path)
                    poll.options.forEach { add($0.text, transcript.path) }
                }
                for message in transcript.visibleMessages {
                    add(message.text, transcript.path, message.line)
                }
            }
        }
        for translation in site.translations where isPublished(translation.file) {
            for value in [translation.title, translation.subtitle, translation.description] { add(value, translation.path) }
            add(translation.footer)
            add(translation.body)
            translation.notes.forEach { add($0.note, translation.path, $0.book.location.line) }
            for event in translation.events {
                add(event.title, translation.path, event.id.location.line)
                add(event.location, translation.path, event.id.location.line)
                add(event.notes)
            }
        }
        return texts
    }

    /// Whether a translation's texts are published: not those of a private room, nor of a
    /// page that publishes contacts on purpose.
    private func isPublished(_ file: TranslationFile) -> Bool {
        switch file.kind {
        case .room, .schedule: site.rooms.first { $0.slug == file.slug }?.visibility != .private
        case .page: site.pages.first { $0.slug == file.slug }?.publishesContacts != true
        default: true
        }
    }

    /// The line a member's biography starts on: their private fields are above it.
    private func privateLinesEnd(_ path: String) -> Int {
        site.members.first { $0.path == path }?.body.firstLine ?? 0
    }

    /// Where the `occurrence`-th appearance of `detail` after the text's first line is in
    /// its file, skipping the private `email:` and `phone:` lines of a member.
    private func locate(_ detail: String, occurrence: Int, in text: Text) -> SourceLocation {
        let fallback = SourceLocation(path: text.path, line: text.fromLine, column: 1)
        guard let source = site.sources[text.path] else { return fallback }
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        var remaining = occurrence
        for index in max(0, text.fromLine - 1)..<lines.count {
            let line = String(lines[index])
            if index + 1 < privateLinesEnd(text.path) {
                let key = line.drop { $0 == " " }
                if key.hasPrefix("email:") || key.hasPrefix("phone:") { continue }
            }
            for offset in ByteSearch.offsets(of: detail, in: line) {
                if remaining == 0 {
                    let prefix = String(decoding: line.utf8.prefix(offset), as: UTF8.self)
                    return SourceLocation(path: text.path, line: index + 1, column: prefix.unicodeScalars.count + 1)
                }
                remaining -= 1
            }
        }
        return fallback
    }
}

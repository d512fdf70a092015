/// Works out the edit of one submission on a checked site, refusing what the rules of
/// taking part do not allow: each method checks its target, then edits the text of the
/// one file it changes.
struct TakePartEditor {
    let site: Site
    let member: Member
    /// The build clock, seconds since the epoch.
    let now: Int
    /// The text of a site-relative file.
    let read: (String) throws(TakePartError) -> String

    func edit(_ submission: Submission) throws(TakePartError) -> ContentEdit {
        switch submission {
        case .reply(let room, let event, let answer): try reply(room: room, event: event, answer: answer)
        case .nominate(let pick, let book, let note): try nominate(pick: pick, book: book, note: note)
        case .vote(let pick, let books): try vote(pick: pick, books: books)
        case .join(let room): try join(room: room)
        case .report(let room, let transcript, let message, _): try report(room: room, transcript: transcript, anchor: message)
        case .rate(let room, let stars): try rate(room: room, stars: stars)
        }
    }

    private func reply(room slug: String, event id: String, answer: EventAnswers.Answer) throws(TakePartError) -> ContentEdit {
        let room = try self.room(slug)
        try requireReader(room)
        let schedule = room.schedule
        let meetings = schedule?.events.filter(\.isMeeting) ?? []
        guard let schedule, let event = meetings.first(where: { $0.id.value == id }) else {
            throw .refused("'\(slug)' has no meeting '\(id)'",
                           hint: Suggestion.hint(for: id, in: meetings.map(\.id.value)) ?? "answer from the link on the room's page")
        }
        guard now < event.interval.start else {
            throw .refused("«\(event.shownTitle)» has already started, so answers to it are closed", hint: "answer a meeting still to come")
        }
        let handle = member.handle
        var block = try entry(event.entryLocation, in: schedule.path)
        for list in EventAnswers.Answer.allCases {
            let edited = block.updateList(list.rawValue) { names in
                list == answer ? (names.contains(handle) ? names : names + [handle]) : names.filter { $0 != handle }
            }
            guard edited else { throw .cannotEdit(path: schedule.path, what: "'\(list.rawValue)' of '\(id)'") }
        }
        return ContentEdit(path: schedule.path, text: block.text,
                           outcome: .reply(answer, event: event.shownTitle, date: event.time.value.date))
    }

    private func join(room slug: String) throws(TakePartError) -> ContentEdit {
        let room = try self.room(slug)
        guard !room.roster.contains(member.handle) else {
            throw .refused("\(member.name) is already in '\(slug)'", hint: "there is nothing to ask: the room is yours to read")
        }
        guard room.visibility != .private else {
            throw .refused("'\(slug)' is a private room: its host adds its readers", hint: "ask the host of the room directly")
        }
        guard room.joining != .closed else {
            throw .refused("'\(slug)' does not take new readers", hint: "look for an open room on the site's rooms page")
        }
        if let capacity = room.capacity, room.roster.count >= capacity.value {
            throw .refused("'\(slug)' is full (\(capacity.value) readers)", hint: "ask the host whether a place frees up")
        }
        var block = try frontMatter(room.path)
        guard block.updateList("members", { $0 + [member.handle] }) else { throw .cannotEdit(path: room.path, what: "'members'") }
        return ContentEdit(path: room.path, text: block.text, outcome: .join(room: title(of: room)))
    }

    private func rate(room slug: String, stars: Int) throws(TakePartError) -> ContentEdit {
        let room = try self.room(slug)
        try requireReader(room)
        guard room.status(at: now) == .finished else {
            throw .refused("'\(slug)' has not finished yet, so it cannot be rated", hint: "rate the book once the room has ended")
        }
        var block = try frontMatter(room.path)
        guard block.setEntry(member.handle, to: String(stars), under: "ratings") else {
            throw .cannotEdit(path: room.path, what: "'ratings'")
        }
        return ContentEdit(path: room.path, text: block.text, outcome: .rate(room: title(of: room), stars: stars))
    }

    private func report(room slug: String, transcript name: String, anchor: String) throws(TakePartError) -> ContentEdit {
        let room = try self.room(slug)
        let transcripts = room.transcripts.loaded
        guard let transcript = transcripts.first(where: { $0.name == name }) else {
            throw .refused("'\(slug)' has no chat '\(name)'",
                           hint: Suggestion.hint(for: name, in: transcripts.map(\.name)) ?? "report from the message's own menu")
        }
        // Anchors counted over every message, hidden ones too, so hiding one renames none.
        let anchors = MessageAnchors.make(for: transcript.messages)
        guard let index = anchors.firstIndex(of: anchor) else {
            throw .refused("the chat '\(name)' has no message '\(anchor)'", hint: "report from the message's own menu")
        }
        let message = transcript.messages[index]
        guard !message.flags.contains(.hidden) else {
            throw .refused("that message is already hidden", hint: "there is nothing more to do")
        }
        var lines = FileLines.split(try read(transcript.path))
        guard message.line >= 1, message.line <= lines.count, let hidden = HiddenFlag.adding(to: lines[message.line - 1]) else {
            throw .cannotEdit(path: transcript.path, what: "the message on line \(message.line)")
        }
        lines[message.line - 1] = hidden
        return ContentEdit(path: transcript.path, text: FileLines.join(lines), outcome: .report(room: title(of: room)))
    }

    // MARK: Lookups

    func room(_ slug: String) throws(TakePartError) -> Room {
        let visible = site.rooms.filter { !$0.draft }
        guard let room = visible.first(where: { $0.slug == slug }) else {
            throw .refused("there is no room '\(slug)'",
                           hint: Suggestion.hint(for: slug, in: visible.map(\.slug)) ?? "use the link on the room's page")
        }
        return room
    }

    private func requireReader(_ room: Room) throws(TakePartError) {
        guard room.roster.contains(member.handle) else {
            throw .refused("\(member.name) is not a reader of '\(room.slug)'", hint: "ask to join the room first")
        }
    }

    func title(of room: Room) -> String {
        room.title ?? site.books.first { $0.slug == room.book.value }?.title.value ?? room.slug
    }

    func frontMatter(_ path: String) throws(TakePartError) -> YAMLBlock {
        guard let block = YAMLBlock.frontMatter(of: try read(path)) else { throw .cannotEdit(path: path, what: "the front matter") }
        return block
    }

    private func entry(_ location: SourceLocation, in path: String) throws(TakePartError) -> YAMLBlock {
        guard let block = YAMLBlock.entry(in: try read(path), line: location.line, column: location.column) else {
            throw .cannotEdit(path: path, what: "the event on line \(location.line)")
        }
        return block
    }
}

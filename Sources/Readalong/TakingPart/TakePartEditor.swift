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
    /// Looks a book up by ISBN for a nomination of a book the site does not have yet (Open
    /// Library, as `publish import isbn` does); without it such a nomination is refused.
    var importBook: ((String) -> ISBNImporter.Outcome)? = nil

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
            throw .refused(ToolText("takePart.noMeeting", ["room": slug, "event": id]),
                           hint: Suggestion.hint(for: id, in: meetings.map(\.id.value)) ?? ToolText("takePart.noMeeting.hint"))
        }
        guard now < event.interval.start else {
            throw .refused(ToolText("takePart.started", ["event": event.shownTitle]), hint: ToolText("takePart.started.hint"))
        }
        let handle = member.handle
        var block = try entry(event.entryLocation, in: schedule.path)
        for list in EventAnswers.Answer.allCases {
            let edited = block.updateList(list.rawValue) { names in
                list == answer ? (names.contains(handle) ? names : names + [handle]) : names.filter { $0 != handle }
            }
            guard edited else {
                throw .cannotEdit(path: schedule.path, what: ToolText("takePart.what.answers", ["list": list.rawValue, "event": id]))
            }
        }
        return ContentEdit(path: schedule.path, text: block.text,
                           outcome: .reply(answer, event: event.shownTitle, date: event.time.value.date))
    }

    private func join(room slug: String) throws(TakePartError) -> ContentEdit {
        let room = try self.room(slug)
        guard !room.roster.contains(member.handle) else {
            throw .refused(ToolText("takePart.alreadyIn", ["name": member.name, "room": slug]), hint: ToolText("takePart.alreadyIn.hint"))
        }
        guard room.visibility != .private else {
            throw .refused(ToolText("takePart.privateRoom", ["room": slug]), hint: ToolText("takePart.privateRoom.hint"))
        }
        guard room.joining != .closed else {
            throw .refused(ToolText("takePart.closedRoom", ["room": slug]), hint: ToolText("takePart.closedRoom.hint"))
        }
        if let capacity = room.capacity, room.roster.count >= capacity.value {
            throw .refused(ToolText("takePart.fullRoom", ["room": slug, "capacity": "\(capacity.value)"]), hint: ToolText("takePart.fullRoom.hint"))
        }
        var block = try frontMatter(room.path)
        guard block.updateList("members", { $0 + [member.handle] }) else { throw .cannotEdit(path: room.path, what: ToolText("takePart.what.key", ["key": "members"])) }
        return ContentEdit(path: room.path, text: block.text, outcome: .join(room: title(of: room)))
    }

    private func rate(room slug: String, stars: Int) throws(TakePartError) -> ContentEdit {
        let room = try self.room(slug)
        try requireReader(room)
        guard room.status(at: now) == .finished else {
            throw .refused(ToolText("takePart.notFinished", ["room": slug]), hint: ToolText("takePart.notFinished.hint"))
        }
        var block = try frontMatter(room.path)
        guard block.setEntry(member.handle, to: String(stars), under: "ratings") else {
            throw .cannotEdit(path: room.path, what: ToolText("takePart.what.key", ["key": "ratings"]))
        }
        return ContentEdit(path: room.path, text: block.text, outcome: .rate(room: title(of: room), stars: stars))
    }

    private func report(room slug: String, transcript name: String, anchor: String) throws(TakePartError) -> ContentEdit {
        let room = try self.room(slug)
        let transcripts = room.transcripts.loaded
        guard let transcript = transcripts.first(where: { $0.name == name }) else {
            throw .refused(ToolText("takePart.noChat", ["room": slug, "chat": name]),
                           hint: Suggestion.hint(for: name, in: transcripts.map(\.name)) ?? ToolText("takePart.reportFromMenu.hint"))
        }
        // Anchors counted over every message, hidden ones too, so hiding one renames none.
        let anchors = MessageAnchors.make(for: transcript.messages)
        guard let index = anchors.firstIndex(of: anchor) else {
            throw .refused(ToolText("takePart.noMessage", ["chat": name, "anchor": anchor]), hint: ToolText("takePart.reportFromMenu.hint"))
        }
        let message = transcript.messages[index]
        guard !message.flags.contains(.hidden) else {
            throw .refused(ToolText("takePart.alreadyHidden"), hint: ToolText("takePart.alreadyHidden.hint"))
        }
        var lines = FileLines.split(try read(transcript.path))
        guard message.line >= 1, message.line <= lines.count, let hidden = HiddenFlag.adding(to: lines[message.line - 1]) else {
            throw .cannotEdit(path: transcript.path, what: ToolText("takePart.what.message", ["line": "\(message.line)"]))
        }
        lines[message.line - 1] = hidden
        return ContentEdit(path: transcript.path, text: FileLines.join(lines), outcome: .report(room: title(of: room)))
    }

    // MARK: Lookups

    func room(_ slug: String) throws(TakePartError) -> Room {
        let visible = site.rooms.filter { !$0.draft }
        guard let room = visible.first(where: { $0.slug == slug }) else {
            throw .refused(ToolText("takePart.noRoom", ["room": slug]),
                           hint: Suggestion.hint(for: slug, in: visible.map(\.slug)) ?? ToolText("takePart.noRoom.hint"))
        }
        return room
    }

    private func requireReader(_ room: Room) throws(TakePartError) {
        guard room.roster.contains(member.handle) else {
            throw .refused(ToolText("takePart.notReader", ["name": member.name, "room": room.slug]), hint: ToolText("takePart.notReader.hint"))
        }
    }

    func title(of room: Room) -> String {
        room.title ?? site.books.first { $0.slug == room.book.value }?.title.value ?? room.slug
    }

    func frontMatter(_ path: String) throws(TakePartError) -> YAMLBlock {
        guard let block = YAMLBlock.frontMatter(of: try read(path)) else { throw .cannotEdit(path: path, what: ToolText("takePart.what.frontMatter")) }
        return block
    }

    private func entry(_ location: SourceLocation, in path: String) throws(TakePartError) -> YAMLBlock {
        guard let block = YAMLBlock.entry(in: try read(path), line: location.line, column: location.column) else {
            throw .cannotEdit(path: path, what: ToolText("takePart.what.event", ["line": "\(location.line)"]))
        }
        return block
    }
}

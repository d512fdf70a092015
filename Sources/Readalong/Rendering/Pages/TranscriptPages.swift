import Foundation

/// `/rooms/<slug>/chat/<name>/` (and `…/2/`, `…/3/` for long ones): messages grouped by
/// sender, day separators, permalinks, spoilers, polls, links to the neighbouring transcripts.
extension RenderContext {
    /// Consecutive messages of one sender this close together form one group.
    static let groupingWindow = 5 * 60

    func transcriptPage(_ transcript: Transcript, in room: Room, page number: Int) -> TranscriptPageModel {
        let url = urls.transcript(room: room.slug, name: transcript.name, page: number)
        let title = transcriptTitle(transcript)
        let covers = coversWarning(transcript, in: room)
        var shell = kit.shell(title: "\(title) · \(roomTitle(room))", description: covers ?? title,
                          url: url, section: .rooms, noindex: room.visibility == .unlisted)
        let visible = transcript.visibleMessages
        let zone = transcript.zone
        let total = transcript.pageCount
        let pageURL = { (page: Int) in self.urls.transcript(room: room.slug, name: transcript.name, page: page) }
        let firstDate = { (page: Int) in self.dates.short(visible[(page - 1) * TranscriptPaging.messagesPerPage].time.date) }
        let pagination = paged(&shell.page, page: number, of: total, label: strings["transcript.pages"], url: pageURL, date: firstDate)
        let transcripts = room.transcripts.loaded
        let index = transcripts.firstIndex { $0.name == transcript.name }
        let body = TranscriptPageModel.Body(
            title: title, date: dates.long(transcript.date),
            // Message times are the room's clock: say whose when it is not the site's.
            zone: zone.identifier == site.config.timeZone.identifier ? nil : ZoneNames.label(of: zone, strings: strings),
            room: roomLink(room), covers: covers,
            polls: number == 1 ? transcript.polls.map { pollModel($0, transcript: transcript) } : [],
            days: days(of: published.transcript(transcript, in: room).page(number), in: room, transcript: transcript.name), pagination: pagination,
            previousPage: pagination != nil && number > 1 ? pageURL(number - 1) : nil,
            nextPage: pagination != nil && number < total ? pageURL(number + 1) : nil,
            previous: index.flatMap { $0 > 0 ? neighbour(transcripts[$0 - 1], in: room) : nil },
            next: index.flatMap { $0 + 1 < transcripts.count ? neighbour(transcripts[$0 + 1], in: room) : nil },
            anonymous: room.anonymous, chapter: milestoneChapter(transcript, in: room),
            gate: hasChapterData(transcript, in: room) ? gateJSON(room) : nil)
        return TranscriptPageModel(shell: shell, transcript: body)
    }

    private func neighbour(_ transcript: Transcript, in room: Room) -> TitledLink {
        TitledLink(url: urls.transcript(room: room.slug, name: transcript.name), title: transcriptTitle(transcript))
    }

    /// Day blocks, each with groups of consecutive messages by one sender.
    private func days(of messages: ArraySlice<PublishedMessage>, in room: Room, transcript: String) -> [TranscriptPageModel.Day] {
        let reports = TakePartLinks(site.config, language: site.config.language)
        var days: [TranscriptPageModel.Day] = []
        var groups: [TranscriptPageModel.Group] = []
        var current: (sender: String, last: Int, messages: [TranscriptPageModel.Message])?
        var day: LocalDate?
        func closeGroup() {
            if let group = current {
                groups.append(TranscriptPageModel.Group(sender: sender(group.sender, in: room), messages: group.messages))
            }
            current = nil
        }
        func closeDay() {
            closeGroup()
            if let day, !groups.isEmpty {
                days.append(TranscriptPageModel.Day(date: dates.longWithWeekday(day), datetime: day.description, groups: groups))
            }
            groups = []
        }
        for shown in messages {
            let message = shown.message
            if message.time.date != day {
                closeDay()
                day = message.time.date
            }
            let seconds = message.time.secondOfDay
            if let group = current, group.sender != message.sender.value || seconds - group.last > Self.groupingWindow {
                closeGroup()
            }
            // The offset of a wall time the zone lives twice is shown short (`UTC+1`) to fit
            // under the time in the narrow time column (see `PublishedMessage`).
            var entry = TranscriptPageModel.Message(
                id: shown.anchor, time: shown.time, offset: shown.shownOffset, datetime: shown.datetime,
                html: shown.html, edited: message.flags.contains(.edited), spoiler: message.flags.contains(.spoiler),
                chapter: Self.chapterAttribute(message))
            let report = reports?.links(.report(room: room.slug, transcript: transcript, message: shown.anchor, reason: nil))
            entry.report = report?.forge ?? report?.email
            if current == nil { current = (message.sender.value, seconds, []) }
            current?.messages.append(entry)
            current?.last = seconds
        }
        closeDay()
        return days
    }

    /// The sender as shown: the member, or a pseudonym in an anonymous room (host excepted).
    func sender(_ handle: String, in room: Room) -> MemberReference {
        guard room.anonymous, handle != room.host.value else { return memberReference(handle) }
        let name = pseudonym(of: handle, in: room)
        let number = name.filter(\.isNumber)
        return MemberReference(url: nil, name: name, handle: nil, initials: number.isEmpty ? "?" : "#" + number,
                               hue: Initials.hue(of: name), avatar: nil, verified: false, moderator: false, pseudonym: true)
    }

    /// The name an anonymous room gives one of its readers ("Reader 2").
    func pseudonym(of handle: String, in room: Room) -> String {
        room.pseudonyms[handle] ?? strings["reader"]
    }
}

/// `/rooms/<slug>/chat/<name>/` (and `…/2/`, `…/3/` for long ones): messages grouped by
/// sender, day separators, permalinks, spoilers, polls, links to the neighbouring transcripts.
struct TranscriptPageBuilder: Sendable {
    /// Consecutive messages of one sender this close together form one group.
    static let groupingWindow = 5 * 60

    let published: PublishedSite
    let kit: PageKit
    let parts: PageParts

    func page(_ transcript: Transcript, in room: Room, page number: Int) -> TranscriptPageModel {
        let (urls, strings, dates) = (kit.urls, kit.strings, kit.dates)
        let url = urls.transcript(room: room.slug, name: transcript.name, page: number)
        let title = parts.transcripts.title(transcript, in: room)
        let covers = parts.transcripts.coversWarning(transcript, in: room)
        var shell = kit.shell(title: "\(title) · \(published.roomTitle(room))", description: covers ?? title,
                              url: url, section: .rooms, noindex: room.visibility == .unlisted)
        let visible = transcript.visibleMessages
        let zone = transcript.zone
        let total = transcript.pageCount
        let pageURL = { (page: Int) in urls.transcript(room: room.slug, name: transcript.name, page: page) }
        let firstDate = { (page: Int) in dates.short(visible[(page - 1) * TranscriptPaging.messagesPerPage].time.date) }
        let pagination = kit.paged(&shell.page, page: number, of: total, label: strings["transcript.pages"], url: pageURL, date: firstDate)
        let transcripts = room.transcripts.loaded
        let index = transcripts.firstIndex { $0.name == transcript.name }
        let body = TranscriptPageModel.Body(
            title: title, titleLang: parts.transcripts.titleLang(transcript, in: room), date: published.transcriptDate(transcript, in: room),
            // Message times are the room's clock: say whose when it is not the site's.
            zone: zone.identifier == kit.config.timeZone.identifier ? nil : ZoneNames.label(of: zone, strings: strings),
            room: parts.references.roomLink(room), covers: covers,
            polls: number == 1 ? transcript.polls.map(parts.transcripts.poll) : [],
            days: days(of: published.transcript(transcript, in: room).page(number), in: room, transcript: transcript.name), pagination: pagination,
            previousPage: pagination != nil && number > 1 ? pageURL(number - 1) : nil,
            nextPage: pagination != nil && number < total ? pageURL(number + 1) : nil,
            previous: index.flatMap { $0 > 0 ? neighbour(transcripts[$0 - 1], in: room) : nil },
            next: index.flatMap { $0 + 1 < transcripts.count ? neighbour(transcripts[$0 + 1], in: room) : nil },
            anonymous: room.anonymous, chapter: ChapterGates.milestoneChapter(transcript, in: room),
            gate: published.gates.gate(of: transcript, in: room))
        return TranscriptPageModel(shell: shell, transcript: body)
    }

    private func neighbour(_ transcript: Transcript, in room: Room) -> TitledLink {
        parts.transcripts.link(transcript, in: room)
    }

    /// Day blocks, each with groups of consecutive messages by one sender.
    private func days(of messages: ArraySlice<PublishedMessage>, in room: Room, transcript: String) -> [TranscriptPageModel.Day] {
        var days: [TranscriptPageModel.Day] = []
        var groups: [TranscriptPageModel.Group] = []
        var current: (sender: String, last: Int, messages: [TranscriptPageModel.Message])?
        var day: LocalDate?
        func closeGroup() {
            if let group = current {
                groups.append(TranscriptPageModel.Group(sender: parts.references.sender(group.sender, in: room), messages: group.messages))
            }
            current = nil
        }
        func closeDay() {
            closeGroup()
            if let day, !groups.isEmpty {
                days.append(TranscriptPageModel.Day(date: kit.dates.longWithWeekday(day), datetime: day.description, groups: groups))
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
                id: shown.anchor, lang: shown.language, time: shown.time, offset: shown.shownOffset, datetime: shown.datetime,
                html: shown.html, edited: message.flags.contains(.edited), spoiler: message.flags.contains(.spoiler),
                chapter: ChapterGates.chapterAttribute(message))
            let report = kit.takePart?.links(.report(room: room.slug, transcript: transcript, message: shown.anchor, reason: nil))
            entry.report = report?.forge ?? report?.email
            if current == nil { current = (message.sender.value, seconds, []) }
            current?.messages.append(entry)
            current?.last = seconds
        }
        closeDay()
        return days
    }
}

import Foundation

/// `/rooms/<slug>/chat/<name>/` (and `…/2/`, `…/3/` for long ones): messages grouped by
/// sender, day separators, permalinks, spoilers, polls, links to the neighbouring transcripts.
extension RenderContext {
    /// Consecutive messages of one sender this close together form one group.
    static let groupingWindow = 5 * 60

    func transcriptPage(_ transcript: Transcript, in room: Room, page number: Int) -> [String: Any] {
        let url = urls.transcript(room: room.slug, name: transcript.name, page: number)
        let title = text(transcript.title ?? dates.long(transcript.date))
        var model = shell(title: "\(title) · \(roomTitle(room))", description: coversWarning(transcript, in: room) ?? title,
                          url: url, section: .rooms, noindex: room.visibility == .unlisted)
        let visible = transcript.visibleMessages
        let anchors = transcript.anchors
        let slice = visible.indices.dropFirst((number - 1) * TranscriptPaging.messagesPerPage).prefix(TranscriptPaging.messagesPerPage)
        let zone = transcript.zone
        var body: [String: Any] = [
            "title": title, "date": dates.long(transcript.date),
            // Message times are the room's clock: say whose when it is not the site's.
            "zone": zone.identifier == site.config.timeZone.identifier ? false : ZoneNames.label(of: zone, strings: strings),
            "room": ["url": urls.room(room.slug), "title": roomTitle(room)],
            "days": days(of: slice.map { (visible[$0], anchors[$0]) }, in: room, zone: zone),
            "covers": false, "polls": false, "pagination": false, "previousPage": false, "nextPage": false,
            "previous": false, "next": false, "anonymous": false,
        ]
        if let covers = coversWarning(transcript, in: room) { body["covers"] = covers }
        if number == 1 {
            let polls = transcript.polls.map { pollModel($0, transcript: transcript) }
            if !polls.isEmpty { body["polls"] = polls }
        }
        let total = transcript.pageCount
        let pageURL = { (page: Int) in self.urls.transcript(room: room.slug, name: transcript.name, page: page) }
        let firstDate = { (page: Int) in self.dates.short(visible[(page - 1) * TranscriptPaging.messagesPerPage].time.date) }
        if let pagination = paged(&model, page: number, of: total, label: strings["transcript.pages"], placed: false,
                                  url: pageURL, date: firstDate) {
            body["pagination"] = pagination
            if number > 1 { body["previousPage"] = pageURL(number - 1) }
            if number < total { body["nextPage"] = pageURL(number + 1) }
        }
        let transcripts = room.transcripts.loaded
        if let index = transcripts.firstIndex(where: { $0.name == transcript.name }) {
            if index > 0 { body["previous"] = neighbour(transcripts[index - 1], in: room) }
            if index + 1 < transcripts.count { body["next"] = neighbour(transcripts[index + 1], in: room) }
        }
        if room.anonymous { body["anonymous"] = true }
        model["transcript"] = body
        return model
    }

    private func neighbour(_ transcript: Transcript, in room: Room) -> [String: Any] {
        ["url": urls.transcript(room: room.slug, name: transcript.name), "title": text(transcript.title ?? dates.long(transcript.date))]
    }

    /// Day blocks, each with groups of consecutive messages by one sender.
    private func days(of messages: [(Message, String)], in room: Room, zone: TimeZone) -> [[String: Any]] {
        let clock = ZoneClock(zone: zone)
        var days: [[String: Any]] = []
        var groups: [[String: Any]] = []
        var current: (sender: String, last: Int, messages: [[String: Any]])?
        var day: LocalDate?
        func closeGroup() {
            if let group = current {
                groups.append(["sender": sender(group.sender, in: room), "messages": group.messages])
            }
            current = nil
        }
        func closeDay() {
            closeGroup()
            if let day, !groups.isEmpty {
                days.append(["date": dates.longWithWeekday(day), "datetime": day.description, "groups": groups])
            }
            groups = []
        }
        for (message, anchor) in messages {
            if message.time.date != day {
                closeDay()
                day = message.time.date
            }
            let seconds = message.time.secondOfDay
            if let group = current, group.sender != message.sender.value || seconds - group.last > Self.groupingWindow {
                closeGroup()
            }
            // A written offset goes into `datetime`. When the zone has that time twice, the
            // offset is shown too, the one written or else the first pass's that the build
            // uses, so 02:30 then 02:10 read as the two passes of the same hour.
            // It is shown short (`UTC+1`) to fit under the time in the narrow time column.
            var offsetSeconds = message.offset
            var shownOffset: Any = false
            if case .ambiguous(let earlier, _) = clock.resolve(message.time) {
                let used = offsetSeconds ?? message.time.secondsAsUTC - earlier
                offsetSeconds = used
                shownOffset = "UTC" + UTCOffset.short(used)
            }
            let offset = offsetSeconds.map(UTCOffset.format)
            var entry: [String: Any] = [
                "id": anchor, "time": dates.time(seconds), "offset": shownOffset,
                "datetime": "\(message.time.date)T\(TimeOfDay.format(seconds - seconds % 60))\(offset ?? "")",
                "html": markdown.html(message.text), "edited": false, "spoiler": false,
            ]
            if message.flags.contains(.edited) { entry["edited"] = true }
            if message.flags.contains(.spoiler) { entry["spoiler"] = true }
            if current == nil { current = (message.sender.value, seconds, []) }
            current?.messages.append(entry)
            current?.last = seconds
        }
        closeDay()
        return days
    }

    /// The sender as shown: the member, or a pseudonym in an anonymous room (host excepted).
    func sender(_ handle: String, in room: Room) -> [String: Any] {
        guard room.anonymous, handle != room.host.value else { return memberReference(handle) }
        let name = room.pseudonyms[handle] ?? strings["reader"]
        let number = name.filter(\.isNumber)
        return ["name": name, "initials": number.isEmpty ? "?" : "#" + number, "hue": Initials.hue(of: name),
                "pseudonym": true, "url": false, "avatar": false, "verified": false, "moderator": false]
    }
}

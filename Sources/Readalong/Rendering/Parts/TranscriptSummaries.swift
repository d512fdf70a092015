/// Transcripts as their room's page and lists show them, and the parts a transcript's own
/// page shares with them: its title, the reading its milestone covers, its polls.
struct TranscriptSummaries: Sendable {
    let published: PublishedSite
    let kit: PageKit

    /// A transcript as listed on its room's page: title, date, milestone warning, polls.
    func summary(_ transcript: Transcript, in room: Room) -> TranscriptSummary {
        TranscriptSummary(title: title(transcript, in: room), titleLang: titleLang(transcript, in: room), url: kit.urls.transcript(room: room.slug, name: transcript.name),
                          date: published.transcriptDate(transcript, in: room),
                          messages: kit.strings.count(transcript.visibleMessages.count, "message"),
                          covers: coversWarning(transcript, in: room),
                          polls: transcript.polls.map(poll),
                          chapter: ChapterGates.milestoneChapter(transcript, in: room))
    }

    /// A transcript's title (see `PublishedSite.transcriptTitle`).
    func title(_ transcript: Transcript, in room: Room) -> String {
        published.transcriptTitle(transcript, in: room)
    }

    /// The `lang` of a transcript's title: that of its event's title when the transcript is
    /// named by it (see `PageKit.eventTitleLang`); `nil` for a title of its own or a date.
    func titleLang(_ transcript: Transcript, in room: Room) -> String? {
        guard transcript.title == nil, let event = transcript.event?.value else { return nil }
        return kit.eventTitleLang(room: room.slug, event: event)
    }

    /// A link to a transcript, under its title.
    func link(_ transcript: Transcript, in room: Room) -> TitledLink {
        TitledLink(url: kit.urls.transcript(room: room.slug, name: transcript.name), title: title(transcript, in: room),
                   titleLang: titleLang(transcript, in: room))
    }

    /// "Covers up to chapters 1–10": the reading target of the transcript's milestone.
    func coversWarning(_ transcript: Transcript, in room: Room) -> String? {
        guard let id = transcript.event?.value,
              let event = room.schedule?.events.first(where: { $0.id.value == id }) else { return nil }
        let strings = kit.strings
        guard let chapters = event.chapters?.value else {
            // The start and the end of a reading say where the chat stands without a title.
            if event.kind == .start || event.kind == .end { return strings["covers.\(event.kind.rawValue)"] }
            return strings.format("covers.event", published.eventText.title(event))
        }
        switch chapters {
        case .range(let low, let high): return strings.format("covers.chapters", "\(low)–\(high)")
        case .chapter(let number): return strings.format("covers.chapter", "\(number)")
        case .text(let free): return strings.format("covers.text", kit.text(free))
        }
    }

    /// A poll with its results as percentages (voters are not listed).
    func poll(_ poll: Poll) -> PollModel {
        let total = poll.options.reduce(0) { $0 + $1.votes.count }
        return PollModel(question: kit.text(poll.question), total: kit.strings.count(total, "vote"), time: poll.at.map(kit.dates.time),
                         multiple: poll.multiple, options: poll.options.map { option in
                             let percent = total == 0 ? 0 : Int((Double(option.votes.count) * 100 / Double(total)).rounded())
                             return PollModel.Option(text: kit.text(option.text), votes: option.votes.count, percent: percent)
                         })
    }
}

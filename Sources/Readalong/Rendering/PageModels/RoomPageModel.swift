/// The model of `/rooms/<slug>/` (template `room`).
struct RoomPageModel: KeyedTemplateModel {
    enum Key: String, CaseIterable { case room }

    /// `room.bookDetails`: a book reference with the page count and genres.
    struct BookDetails: KeyedTemplateModel {
        enum Key: String, CaseIterable { case pages, genres }
        let reference: BookReference
        let pages: String?
        let genres: [NamedLink]

        var templateValue: TemplateValue {
            reference.templateValue.adding(fields([.pages: pages.orFalse, .genres: genres.templateValue]))
        }
    }

    /// `room`: a room card with everything the room's page shows.
    struct Details: KeyedTemplateModel {
        enum Key: String, CaseIterable {
            case bookDetails, presentation, events, calendars, dated, host, members, allMembers, joinURL, joinAdvice, feed, transcripts,
                 allTranscripts, rating, tags, unlisted, news, gate, replay, takePart
        }
        let card: RoomCard
        let bookDetails: BookDetails?
        /// HTML of the room's text.
        let presentation: String?
        let events: [EventModel]
        let calendars: [MonthGrid]
        /// `false` for a room being planned, which has no itinerary yet.
        let dated: Bool
        /// The first readers (`nil` in an anonymous room), and the link to all of them when
        /// there are more.
        let members: [MemberReference]?
        let allMembers: LabelledLink?
        let joinURL: String?
        /// HTML saying how to join when the room takes readers but has no `joinURL`.
        let joinAdvice: String?
        let feed: CalendarFeedLinks
        /// The first transcripts, and the link to all of them when there are more.
        let transcripts: [TranscriptSummary]
        let allTranscripts: LabelledLink?
        /// Finished rooms only.
        let rating: RatingSummary?
        /// Left out when the room has none.
        let tags: [String]
        let unlisted: Bool
        /// The news items attached to the room; `false` when there are none.
        var news: NewsSection?
        /// The spoiler gate's JSON (`data-gate`) when the room has chapter data (see `ChapterGate`).
        let gate: String?
        /// The replay's JSON (`data-replay`) on a finished room's page (see `RoomReplay`).
        let replay: String?
        /// "Ask to join" and "Rate the book", on a site that names a way in.
        var takePart: TakePartActionsModel?

        var templateValue: TemplateValue {
            card.templateValue.adding(fields([
                .bookDetails: bookDetails.orFalse, .presentation: presentation.orFalse, .events: events.templateValue,
                .calendars: calendars.templateValue, .dated: .flag(dated), .host: card.host.templateValue,
                .members: members.orFalse, .allMembers: allMembers.orFalse, .joinURL: joinURL.orFalse, .joinAdvice: joinAdvice.orFalse,
                .feed: feed.templateValue, .transcripts: transcripts.templateValue, .allTranscripts: allTranscripts.orFalse,
                .rating: rating.orFalse, .tags: tags.isEmpty ? nil : tags.templateValue, .unlisted: .flag(unlisted),
                .news: news.orFalse,
                .gate: gate.orFalse, .replay: replay.orFalse, .takePart: takePart.orFalse,
            ]))
        }
    }

    let shell: PageShell
    let room: Details

    var templateValue: TemplateValue { shell.with(fields([.room: room.templateValue])) }
}

/// The model of `/rooms/<slug>/chat/<name>/` and its pages (template `transcript`).
struct TranscriptPageModel: KeyedTemplateModel {
    enum Key: String, CaseIterable { case transcript }

    /// One message: its permalink anchor, time and HTML.
    struct Message: KeyedTemplateModel {
        enum Key: String, CaseIterable { case id, lang, time, offset, datetime, html, edited, spoiler, chapter, report }
        let id: String
        /// The language it is written in (`lang` on its markup).
        let lang: String
        let time: String
        /// `UTC+1` inside an hour the clocks repeat.
        let offset: String?
        let datetime: String
        let html: String
        let edited: Bool
        let spoiler: Bool
        /// `12` or `12-14`: the chapters its `[ch …]` flag names, for the spoiler gate.
        let chapter: String?
        /// The link that reports the message, on a site that names a way in.
        var report: String?

        var templateValue: TemplateValue {
            fields([.id: .text(id), .lang: .text(lang), .time: .text(time), .offset: offset.orFalse, .datetime: .text(datetime), .html: .text(html),
                    .edited: .flag(edited), .spoiler: .flag(spoiler), .chapter: chapter.orFalse, .report: report.orFalse])
        }
    }

    /// Consecutive messages of one sender.
    struct Group: KeyedTemplateModel {
        enum Key: String, CaseIterable { case sender, messages }
        let sender: MemberReference
        let messages: [Message]

        var templateValue: TemplateValue { fields([.sender: sender.templateValue, .messages: messages.templateValue]) }
    }

    /// The messages of one day.
    struct Day: KeyedTemplateModel {
        enum Key: String, CaseIterable { case date, datetime, groups }
        let date: String
        let datetime: String
        let groups: [Group]

        var templateValue: TemplateValue { fields([.date: .text(date), .datetime: .text(datetime), .groups: groups.templateValue]) }
    }

    /// `transcript`: the chat with its neighbours.
    struct Body: KeyedTemplateModel {
        enum Key: String, CaseIterable {
            case title, titleLang, date, zone, room, covers, polls, days, pagination, previousPage, nextPage, previous, next, anonymous,
                 chapter, gate
        }
        let title: String
        /// The original's language when the title is an event's written in the original's
        /// schedule, on a page of another language; `nil` (`false`) otherwise.
        let titleLang: String?
        /// `false` when the title is the date already.
        let date: String?
        /// The zone of the message times when it is not the site's.
        let zone: String?
        let room: TitledLink
        let covers: String?
        /// On the first page only.
        let polls: [PollModel]
        let days: [Day]
        let pagination: Pagination?
        let previousPage: String?
        let nextPage: String?
        /// The neighbouring transcripts of the room.
        let previous: TitledLink?
        let next: TitledLink?
        let anonymous: Bool
        /// The last chapter of its milestone when that is numeric, and the spoiler gate's
        /// JSON (`data-gate`) when the transcript has chapter data (see `ChapterGate`).
        let chapter: Int?
        let gate: String?

        var templateValue: TemplateValue {
            fields([.title: .text(title), .titleLang: titleLang.orFalse, .date: date.orFalse, .zone: zone.orFalse, .room: room.templateValue,
                    .covers: covers.orFalse, .polls: polls.orFalseWhenEmpty, .days: days.templateValue,
                    .pagination: pagination.orFalse, .previousPage: previousPage.orFalse, .nextPage: nextPage.orFalse,
                    .previous: previous.orFalse, .next: next.orFalse, .anonymous: .flag(anonymous),
                    .chapter: chapter.map { .text(String($0)) } ?? .flag(false), .gate: gate.orFalse])
        }
    }

    let shell: PageShell
    let transcript: Body

    var templateValue: TemplateValue { shell.with(fields([.transcript: transcript.templateValue])) }
}

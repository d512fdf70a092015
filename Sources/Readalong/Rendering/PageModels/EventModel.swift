/// One itinerary entry, its day and times already written out in one zone.
struct EventModel: KeyedTemplateModel {
    enum Key: String, CaseIterable {
        case id, kind, kindLabel, title, titleLang, date, datetime, time, endTime, zone, otherTime, when, chapters, location, notes,
             notesLang, ics, google, room, url, answers, takePart
    }

    /// Where an event happens: a link, or a place (`url` then `false`).
    struct Location: KeyedTemplateModel {
        enum Key: String, CaseIterable { case url, text }
        let url: String?
        let text: String

        var templateValue: TemplateValue { fields([.url: url.orFalse, .text: .text(text)]) }
    }

    /// The anchor (`event-debat-1`).
    var id: String
    let kind: String
    let kindLabel: String
    let title: String
    /// The original's language when the title shown is the one written in the original's
    /// schedule on a page of another language, for `lang` on it; `nil` (`false`) otherwise.
    let titleLang: String?
    let date: String
    let datetime: String
    /// `nil` for all-day events.
    let time: String?
    let endTime: String?
    /// When the room's zone is not the site's: the label of the zone the times are in, and
    /// the same times in the other zone.
    let zone: String?
    let otherTime: String?
    /// All of it as one line of plain text.
    let when: String
    let chapters: String?
    let location: Location?
    /// HTML of the notes.
    let notes: String?
    /// The original's language when the notes shown are the original schedule's on a page of
    /// another language, for `lang` on them; `nil` (`false`) otherwise.
    let notesLang: String?
    /// The event's own `.ics` file, when its room is published.
    let ics: String?
    let google: String?
    /// On lists that mix rooms: the room, and the event on its room's page.
    var room: TitledLink?
    var url: String?
    /// Who is coming and who may, on meetings (see `EventAnswersModel`).
    var answers: EventAnswersModel?
    /// "I'll come / Maybe / I can't" while the meeting is still to come, on a site that
    /// names a way in.
    var takePart: TakePartActionsModel?

    var templateValue: TemplateValue {
        fields([.id: .text(id), .kind: .text(kind), .kindLabel: .text(kindLabel), .title: .text(title), .titleLang: titleLang.orFalse, .date: .text(date),
                .datetime: .text(datetime), .time: time.orFalse, .endTime: endTime.orFalse, .zone: zone.orFalse,
                .otherTime: otherTime.orFalse, .when: .text(when), .chapters: chapters.orFalse, .location: location.orFalse,
                .notes: notes.orFalse, .notesLang: notesLang.orFalse, .ics: ics.orFalse, .google: google.orFalse, .room: room.orFalse, .url: url.orFalse,
                .answers: answers.orFalse, .takePart: takePart.orFalse])
    }
}

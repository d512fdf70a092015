/// The model of a book's companion page, `/books/<slug>/chapters/<n>/` (template `chapter`).
struct ChapterPageModel: KeyedTemplateModel {
    enum Key: String, CaseIterable { case chapter }

    /// A flagged message as the companion page shows it, with its sender and a link to it
    /// in its chat.
    struct Message: KeyedTemplateModel {
        enum Key: String, CaseIterable { case sender, time, datetime, html, spoiler, chapter, permalink }
        let sender: MemberReference
        let time: String
        let datetime: String
        let html: String
        let spoiler: Bool
        /// `12` or `12-14`: the chapters of its flag, for the spoiler gate.
        let chapter: String
        /// The message on its transcript page.
        let permalink: String

        var templateValue: TemplateValue {
            fields([.sender: sender.templateValue, .time: .text(time), .datetime: .text(datetime), .html: .text(html),
                    .spoiler: .flag(spoiler), .chapter: .text(chapter), .permalink: .text(permalink)])
        }
    }

    /// A discussion that reached the chapter first in its room: its title, date, target,
    /// where it was held on the room page, its chats and their polls.
    struct Discussion: KeyedTemplateModel {
        enum Key: String, CaseIterable { case title, date, target, url, chats, hasChats, polls }
        let title: String
        let date: String
        /// "read up to chapter 2", for a numeric target.
        let target: String?
        /// The event on its room's page.
        let url: String
        let chats: [TitledLink]
        let polls: [PollModel]

        var templateValue: TemplateValue {
            fields([.title: .text(title), .date: .text(date), .target: target.orFalse, .url: .text(url),
                    .chats: chats.templateValue, .hasChats: .flag(!chats.isEmpty), .polls: polls.orFalseWhenEmpty])
        }
    }

    /// What one room said about the chapter.
    struct Room: KeyedTemplateModel {
        enum Key: String, CaseIterable { case room, dates, anonymous, discussions, messages, hasMessages }
        let room: TitledLink
        /// When the room read the book.
        let dates: String
        let anonymous: Bool
        let discussions: [Discussion]
        let messages: [Message]

        var templateValue: TemplateValue {
            fields([.room: room.templateValue, .dates: .text(dates), .anonymous: .flag(anonymous),
                    .discussions: discussions.templateValue, .messages: messages.templateValue,
                    .hasMessages: .flag(!messages.isEmpty)])
        }
    }

    /// A note of the book's marginalia.
    struct Note: KeyedTemplateModel {
        enum Key: String, CaseIterable { case id, author, place, quote, html }
        /// Its anchor on the page (`note-<line>`).
        let id: String
        let author: MemberReference
        /// "p. 143 · Butxaca, 2019".
        let place: String?
        let quote: String?
        let html: String?

        var templateValue: TemplateValue {
            fields([.id: .text(id), .author: author.templateValue, .place: place.orFalse, .quote: quote.orFalse, .html: html.orFalse])
        }
    }

    /// `chapter`: everything gathered about one chapter of a book.
    struct Body: KeyedTemplateModel {
        enum Key: String, CaseIterable { case number, title, book, rooms, notes, hasNotes, previous, next, gate }
        let number: Int
        let title: String
        let book: TitledLink
        let rooms: [Room]
        let notes: [Note]
        /// The neighbouring chapters that have a page.
        let previous: TitledLink?
        let next: TitledLink?
        /// The spoiler gate's JSON (`data-gate`) for the book's chapter pages.
        let gate: String

        var templateValue: TemplateValue {
            fields([.number: .text(String(number)), .title: .text(title), .book: book.templateValue,
                    .rooms: rooms.templateValue, .notes: notes.templateValue, .hasNotes: .flag(!notes.isEmpty), .previous: previous.orFalse,
                    .next: next.orFalse, .gate: .text(gate)])
        }
    }

    let shell: PageShell
    let chapter: Body

    var templateValue: TemplateValue { shell.with(fields([.chapter: chapter.templateValue])) }
}

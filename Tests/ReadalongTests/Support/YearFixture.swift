import Foundation

/// A club of two years and more, described as plain values: every kind of room (public,
/// unlisted, anonymous, private, draft, one still running, one to come), ratings, chats
/// with a hidden message, and a member who asked to be forgotten. `files` writes it as a
/// site; the year tests work out what its year pages must say from these same values, in
/// their own way.
enum YearFixture {
    struct Book {
        let slug: String
        let title: String
        let pages: Int
        let language: String
        let genres: [String]
    }

    struct Member {
        let handle: String
        let name: String
        let joined: String
        var erased = false
    }

    struct Event {
        let id: String
        let kind: String
        /// `yyyy-mm-dd HH:MM`, in Europe/Madrid.
        let when: String
    }

    struct Chat {
        let name: String
        let day: String
        /// Sender and whether the message is hidden, one a minute from 18:01.
        let messages: [(sender: String, hidden: Bool)]
    }

    struct Room {
        let slug: String
        let book: String
        let host: String
        let members: [String]
        var visibility = "public"
        var anonymous = false
        var draft = false
        let start: String
        let end: String
        var events: [Event] = []
        var ratings: [(String, Int)] = []
        var chats: [Chat] = []

        var roster: [String] { [host] + members.filter { $0 != host } }
    }

    /// The build clock of the tests: 22 November 2026.
    static let now = "2026-11-22T12:00:00Z"
    static let today = "2026-11-22"

    static let books = [
        Book(slug: "solitud", title: "Solitud", pages: 288, language: "ca", genres: ["novel·la"]),
        Book(slug: "nada", title: "Nada", pages: 320, language: "es", genres: ["novel·la", "postguerra"]),
        Book(slug: "mirall", title: "Mirall trencat", pages: 200, language: "ca", genres: ["contes"]),
        Book(slug: "dune", title: "Dune", pages: 600, language: "en", genres: ["ciència-ficció"]),
    ]

    static let members = [
        Member(handle: "marta", name: "Marta Puig", joined: "2024-02-01"),
        Member(handle: "joan", name: "Joan Vila", joined: "2025-03-01"),
        Member(handle: "anna", name: "Anna Serra", joined: "2026-01-10"),
        Member(handle: "nil", name: "Nil Costa", joined: "2023-05-05"),
        Member(handle: "zeta", name: "Zoe Esborrada", joined: "2025-01-15", erased: true),
    ]

    private static func said(_ pairs: [(String, Int)], hidden: String? = nil) -> [(sender: String, hidden: Bool)] {
        pairs.flatMap { sender, count in Array(repeating: (sender: sender, hidden: false), count: count) }
            + (hidden.map { [(sender: $0, hidden: true)] } ?? [])
    }

    static let rooms: [Room] = [
        Room(slug: "hivern", book: "solitud", host: "marta", members: ["joan", "zeta"], start: "2025-01-10", end: "2025-02-20",
             events: [Event(id: "d1", kind: "discussion", when: "2025-01-25 18:00"), Event(id: "sopar", kind: "meetup", when: "2025-02-15 20:00")],
             ratings: [("marta", 4), ("joan", 3), ("zeta", 5)],
             chats: [Chat(name: "debat", day: "2025-01-25", messages: said([("marta", 2), ("joan", 1), ("zeta", 1)], hidden: "marta"))]),
        Room(slug: "estiu", book: "nada", host: "joan", members: ["marta"], start: "2025-06-01", end: "2025-07-20",
             events: [Event(id: "d1", kind: "discussion", when: "2025-06-20 18:00")], ratings: [("marta", 5), ("joan", 1)],
             chats: [Chat(name: "debat", day: "2025-06-20", messages: said([("joan", 3), ("marta", 3)]))]),
        Room(slug: "ocult", book: "mirall", host: "marta", members: ["nil"], visibility: "unlisted", start: "2025-09-01", end: "2025-10-15",
             events: [Event(id: "d1", kind: "discussion", when: "2025-09-20 18:00")], ratings: [("nil", 2), ("marta", 4)],
             chats: [Chat(name: "debat", day: "2025-09-20", messages: said([("nil", 2), ("marta", 2)]))]),
        Room(slug: "anonim", book: "dune", host: "anna", members: ["nil", "joan"], anonymous: true, start: "2025-11-01", end: "2025-12-15",
             events: [Event(id: "d1", kind: "discussion", when: "2025-11-20 18:00")], ratings: [("nil", 5), ("joan", 3)],
             chats: [Chat(name: "debat", day: "2025-11-20", messages: said([("nil", 4), ("joan", 3)]))]),
        Room(slug: "secret", book: "mirall", host: "marta", members: ["joan"], visibility: "private", start: "2026-02-01", end: "2026-03-01",
             events: [Event(id: "d1", kind: "discussion", when: "2026-02-10 18:00")], ratings: [("marta", 0)],
             chats: [Chat(name: "debat", day: "2026-02-10", messages: said([("joan", 5)]))]),
        Room(slug: "esborrany", book: "dune", host: "joan", members: [], draft: true, start: "2026-03-01", end: "2026-03-20",
             ratings: [("joan", 1)]),
        Room(slug: "primavera", book: "mirall", host: "anna", members: ["marta", "joan"], start: "2026-03-01", end: "2026-04-30",
             events: [Event(id: "d1", kind: "discussion", when: "2026-03-15 19:00"), Event(id: "festa", kind: "meetup", when: "2026-04-20 19:00")],
             ratings: [("anna", 5), ("marta", 4), ("joan", 4)],
             chats: [Chat(name: "debat", day: "2026-03-15", messages: said([("anna", 2), ("marta", 1), ("joan", 1)])),
                     Chat(name: "festa", day: "2026-04-20", messages: said([("marta", 1)]))]),
        Room(slug: "tardor", book: "solitud", host: "joan", members: ["anna", "nil"], start: "2026-10-01", end: "2026-12-15",
             events: [Event(id: "d1", kind: "discussion", when: "2026-10-20 18:00"), Event(id: "d2", kind: "discussion", when: "2026-12-05 18:00")],
             chats: [Chat(name: "debat", day: "2026-10-20", messages: said([("joan", 3), ("anna", 2), ("nil", 1)]))]),
        Room(slug: "reprise", book: "nada", host: "marta", members: ["anna"], visibility: "unlisted", start: "2026-05-01", end: "2026-06-30",
             events: [Event(id: "d1", kind: "discussion", when: "2026-05-15 18:00")], ratings: [("anna", 2), ("marta", 5)],
             chats: [Chat(name: "debat", day: "2026-05-15", messages: said([("anna", 1), ("marta", 1)]))]),
        Room(slug: "futur", book: "dune", host: "nil", members: ["marta"], start: "2027-01-10", end: "2027-02-10",
             events: [Event(id: "d1", kind: "discussion", when: "2027-01-20 18:00")]),
    ]

    /// The whole site, as files.
    static var files: [String: String] {
        var files = ["content/site.yml": "title: Year club\nbase_url: https://years.example.org/\nlanguage: en\ntimezone: Europe/Madrid\n"]
        for book in books {
            files["content/books/\(book.slug).md"] = "---\ntitle: \(book.title)\nauthor: Someone\npages: \(book.pages)\n"
                + "language: \(book.language)\ngenres: [\(book.genres.joined(separator: ", "))]\n---\nA book.\n"
        }
        for member in members {
            var text = "---\nname: \(member.name)\njoined: \(member.joined)\n"
            if member.erased { text += "left: 2026-06-01\nerase: true\n" }
            files["content/members/\(member.handle).md"] = text + "---\n"
        }
        for room in rooms {
            var index = "---\nbook: \(room.book)\nhost: \(room.host)\nmembers: [\(room.members.joined(separator: ", "))]\n"
            if room.visibility != "public" { index += "visibility: \(room.visibility)\n" }
            if room.anonymous { index += "anonymous: true\n" }
            if room.draft { index += "draft: true\n" }
            if !room.ratings.isEmpty { index += "ratings:\n" + room.ratings.map { "  \($0.0): \($0.1)\n" }.joined() }
            files["content/rooms/\(room.slug)/index.md"] = index + "---\nA room.\n"
            var schedule = "timezone: Europe/Madrid\nevents:\n  - kind: start\n    date: \(room.start)\n"
            for event in room.events { schedule += "  - id: \(event.id)\n    kind: \(event.kind)\n    date: \(event.when)\n" }
            files["content/rooms/\(room.slug)/schedule.yml"] = schedule + "  - kind: end\n    date: \(room.end)\n"
            for chat in room.chats {
                let lines = chat.messages.enumerated().map { number, message in
                    "18:\(number + 1 < 10 ? "0" : "")\(number + 1) \(message.sender)\(message.hidden ? " [hidden]" : ""): Message \(number + 1) of \(room.slug)"
                }
                files["content/rooms/\(room.slug)/chat/\(chat.name).md"] = "---\ndate: \(chat.day)\n---\n" + lines.joined(separator: "\n") + "\n"
            }
        }
        return files
    }

    /// The changes that turn `SiteFixture` into this site: every file of it replaced or removed.
    static var changes: [String: String?] {
        var changes: [String: String?] = [:]
        for path in SiteFixture.files.keys { changes[path] = .some(nil) }
        for (path, text) in files { changes[path] = text }
        return changes
    }
}

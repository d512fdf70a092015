import XCTest
@testable import Readalong

/// The site fixture made ready for taking part: members with forge logins and e-mail
/// addresses, a meetup still to come in `tardor`, an open pick and a finished room.
enum TakePartFixture {
    static let schedulePath = "content/rooms/tardor/schedule.yml"
    static let pickPath = "content/picks/hivern.md"
    static let finishedRoomPath = "content/rooms/estiu/index.md"

    static let changes: [String: String?] = [
        "content/members/marta.md": "---\nname: Marta Puig\nfriends: [joan]\nforge: MartaP\n---\nLectora.\n",
        "content/members/joan.md": "---\nname: Joan Vila\nforge: joanv\nemail: joan@example.org\n---\n",
        "content/members/pau.md": "---\nname: Pau Roca\nforge: pau\n---\n",
        "content/books/mirall.md": "---\ntitle: Mirall trencat\nauthors: [Mercè Rodoreda]\nisbn: 9788466409933\n---\n",
        schedulePath: """
        timezone: Europe/Madrid
        events:
          - kind: start
            date: 2026-11-01
          - id: debat-1
            kind: discussion
            date: 2026-11-12 18:00
            chapters: 1-10
          # The dinner before the end.
          - id: sopar
            kind: meetup
            date: 2026-11-28 20:00
            title: Sopar de club
            maybe:
              - joan  # said so at the last debate
          - kind: end
            date: 2026-12-01
        """,
        pickPath: """
        ---
        title: Què llegim a l'hivern?
        opens: 2026-11-15
        closes: 2026-11-30
        candidates:
          - book: solitud
            by: marta
          - book: nada
            by: joan
        ballots:
          marta: [solitud, nada]
        ---
        Votem.
        """,
        finishedRoomPath: "---\nbook: nada\nhost: anna\nmembers: [joan]\n---\nL'estiu.\n",
        "content/rooms/estiu/schedule.yml": "events:\n  - kind: start\n    date: 2026-06-01\n  - kind: end\n    date: 2026-07-01\n",
    ]

    /// The fixture's files with the taking-part changes and then `extra` applied.
    static func files(_ extra: [String: String?] = [:]) -> [String: String] {
        SiteFixture.files(changes.merging(extra) { _, new in new })
    }

    /// Plans a submission at the fixture's clock (or `now`).
    static func plan(_ submission: Submission, from sender: TakePartSender, extra: [String: String?] = [:],
                     now: String = "2026-11-22T12:00:00Z", library: OpenLibrary? = nil) throws -> TakePartChange {
        let fileSystem = InMemoryFileSystem(files(extra))
        let clock = BuildClock(secondsSinceEpoch: BuildClock.parseISO8601(now)!)
        return try TakePartChange.plan(submission, from: sender, fileSystem: fileSystem, options: BuildOptions.english(clock: clock),
                                       library: library)
    }

    /// The refusal a submission meets, as its message and hint.
    static func refusal(_ submission: Submission, from sender: TakePartSender = .forge("martap"), extra: [String: String?] = [:],
                        now: String = "2026-11-22T12:00:00Z", library: OpenLibrary? = nil,
                        file: StaticString = #filePath, line: UInt = #line) -> [String] {
        do {
            let change = try plan(submission, from: sender, extra: extra, now: now, library: library)
            XCTFail("planned instead of refused: \(change.summary)", file: file, line: line)
            return []
        } catch let error as TakePartError {
            return [error.description, error.hint ?? "no hint"]
        } catch {
            XCTFail("\(error)", file: file, line: line)
            return []
        }
    }
}

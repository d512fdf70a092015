import XCTest
@testable import Readalong

/// How members who left, members who asked to be forgotten and rooms without dates are
/// published.
final class FormerMemberPagesTests: XCTestCase {
    /// Xènia left and asked to be forgotten, after taking part in the autumn room: she wrote
    /// in its chat, voted in its poll, rated the book, has an avatar, an old handle (whose
    /// redirect must not be published either) and is friends with Marta.
    private let erasedSite: [String: String?] = [
        "content/members/xenia.md": """
        ---
        name: Xènia Quintana
        aliases: [xenia-q]
        avatar: xenia.svg
        joined: 2020-01-10
        left: 2026-11-30
        erase: true
        friends: [joan]
        ---
        Bibliotecària a Salt.
        """,
        "content/members/xenia.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
        "content/members/marta.md": "---\nname: Marta Puig\nfriends: [joan, xenia]\n---\nLectora.\n",
        "content/rooms/tardor/index.md": """
        ---
        book: solitud
        host: marta
        moderators: [joan]
        members: [joan, anna, xenia]
        ratings:
          xenia: 4
          joan: 2
        ---
        Llegim *Solitud* junts.
        """,
        "content/rooms/tardor/chat/primera.md": """
        ---
        date: 2026-11-12
        event: debat-1
        polls:
          - question: Us agrada la Mila?
            options:
              - text: Molt
                votes: [xenia, joan]
        ---
        18:02 marta: Benvinguts!
        18:03 xenia: La muntanya m'ha impressionat.
        18:04 joan: Hola ||la Mila||.
        """,
    ]

    func testAnErasedMemberIsNamedNowhere() throws {
        let files = try SiteFixture.render(erasedSite, now: "2026-12-10T12:00:00Z")
        XCTAssertFalse(files.isEmpty)
        XCTAssertFalse(files.keys.contains { $0.lowercased().contains("xenia") }, "no page, calendar, redirect or avatar")
        for (path, text) in files {
            for secret in ["xenia", "Xènia", "Quintana", "Bibliotecària"] {
                XCTAssertFalse(text.localizedCaseInsensitiveContains(secret), "\(secret) in \(path)")
            }
        }
        let chat = try XCTUnwrap(files["rooms/tardor/chat/primera/index.html"])
        XCTAssertTrue(chat.contains("<span class=\"name\" dir=\"auto\">Antic membre</span>"))
        XCTAssertTrue(chat.contains("La muntanya m&#39;ha impressionat.") || chat.contains("La muntanya m'ha impressionat."),
                      "her messages stay, under the neutral label")
        let room = try XCTUnwrap(files["rooms/tardor/index.html"])
        XCTAssertFalse(room.contains("Antic membre"), "not in the roster")
        XCTAssertTrue(room.contains("<strong>3.0</strong>/5"), "her rating still counts in the average: (4 + 2) / 2")
        XCTAssertTrue(room.contains("<span class=\"poll-percent\">100% (2)</span>"), "her vote still counts")
        XCTAssertTrue(try XCTUnwrap(files["members/marta/index.html"]).contains("Joan Vila"))
    }

    func testAFormerMemberIsListedApartAndTheirPageSaysSo() throws {
        let files = try SiteFixture.render(["content/members/pau.md": "---\nname: Pau Roca\nleft: 2026-10-15\n---\n"])
        let members = try XCTUnwrap(files["members/index.html"])
        let former = try XCTUnwrap(members.range(of: "<h2 id=\"former-heading\">Antics membres</h2>"))
        let pau = try XCTUnwrap(members.range(of: "Pau Roca"))
        XCTAssertGreaterThan(pau.lowerBound, former.upperBound, "Pau is listed under former members")
        XCTAssertLessThan(try XCTUnwrap(members.range(of: "Joan Vila")).lowerBound, former.lowerBound)
        XCTAssertTrue(try XCTUnwrap(files["members/pau/index.html"])
            .contains("<p class=\"member-meta former\">Va deixar el club el 15 d’octubre de 2026</p>"))
        XCTAssertFalse(try XCTUnwrap(files["members/joan/index.html"]).contains("member-meta former"))
        XCTAssertFalse(try XCTUnwrap(SiteFixture.render()["members/index.html"]).contains("former-heading"),
                       "no empty section when nobody left")
    }

    func testAPlannedRoomHasItsGroupAndNoDates() throws {
        let files = try SiteFixture.render([
            "content/rooms/hivern/index.md": "---\nbook: nada\nhost: marta\nmembers: [joan]\n---\nLlegirem *Nada* a l'hivern.\n",
        ])
        let planned = try XCTUnwrap(files["rooms/planned/index.html"])
        XCTAssertTrue(planned.contains("/rooms/hivern/"))
        XCTAssertTrue(planned.contains("Dates per anunciar"))
        XCTAssertFalse(try XCTUnwrap(files["rooms/upcoming/index.html"]).contains("/rooms/hivern/"))
        let home = try XCTUnwrap(files["index.html"])
        XCTAssertTrue(home.contains("<h2 id=\"planned-heading\">En preparació</h2>"))
        XCTAssertTrue(home.contains("/rooms/hivern/"))
        XCTAssertTrue(try XCTUnwrap(files["rooms/index.html"]).contains("/rooms/hivern/"))
        let page = try XCTUnwrap(files["rooms/hivern/index.html"])
        XCTAssertTrue(page.contains("<p class=\"empty\">Dates per anunciar</p>"))
        XCTAssertFalse(page.contains("calendar-heading"))
        let ics = try XCTUnwrap(files["rooms/hivern/calendar.ics"])
        XCTAssertFalse(ics.contains("BEGIN:VEVENT"))
        XCTAssertFalse(try XCTUnwrap(files["calendar.ics"]).contains("hivern"))
        XCTAssertFalse(try XCTUnwrap(SiteFixture.render()["index.html"]).contains("planned-heading"),
                       "no planned group without planned rooms")
    }
}

import XCTest
@testable import Readalong

/// W009: contact details in published text are reported where they are written, and
/// replaced in the output.
final class ContactRuleTests: XCTestCase {
    private let chat = """
    ---
    date: 2026-11-12
    event: debat-1
    ---
    18:02 marta: Benvinguts! Si no podeu venir, escriviu-me a marta.puig@gmail.com
    18:03 joan: O truqueu-me: +34 612 345 678
      o bé al 972 12 34 56 (fix). Capítols 1-10, ISBN 978-84-9759-329-8.
    18:04 anna [hidden]: el meu és 699 88 77 66
    """

    func testEachDetailIsReportedAtItsLineAndColumn() throws {
        let result = try SiteFixture.check(["content/rooms/tardor/chat/primera.md": chat])
        XCTAssertDiagnostics(result, ["W009 content/rooms/tardor/chat/primera.md:5:59",
                                      "W009 content/rooms/tardor/chat/primera.md:6:27",
                                      "W009 content/rooms/tardor/chat/primera.md:7:11"])
        let first = result.diagnostics[0]
        XCTAssertEqual(first.message, "'marta.puig@gmail.com' is an e-mail address; it is replaced by bullets in the published site")
        XCTAssertEqual(first.hint, "remove it (members reach each other through the club), or, if it is the club's own, list it under `contact:` in site.yml")
        XCTAssertEqual(result.diagnostics[1].message, "'+34 612 345 678' is a telephone number; it is replaced by bullets in the published site")
    }

    func testEveryKindOfPublishedText() throws {
        let site = SiteFixture.files["content/site.yml"]! + "\nfooter: \"Escriu a info@club.example.org\"\n"
        let member = "---\nname: Anna Serra\nemail: anna@example.org\nphone: 600 11 22 33\nlocation: Girona, tel. 600 11 22 33\nlinks:\n  Correu: mailto:anna@example.org\n---\nBio: anna@example.org\n"
        let book = "---\ntitle: Nada\nauthor: Carmen Laforet\nisbn: 9788432200014\npages: 352\n---\nEdició de 1945, 352 pàgines; demaneu-la al 93 412 34 56.\n"
        let schedule = SiteFixture.files["content/rooms/tardor/schedule.yml"]! + "\n    notes: Porteu el llibre; dubtes al 655 44 33 22\n"
        let page = "---\ntitle: Sobre nosaltres\n---\nEscriu a pau@example.org\n"
        let result = try SiteFixture.check(["content/site.yml": site, "content/members/anna.md": member,
                                            "content/books/nada.md": book, "content/rooms/tardor/schedule.yml": schedule,
                                            "content/pages/sobre.md": page])
        XCTAssertDiagnostics(result, ["W009 content/books/nada.md:7:44", "W009 content/members/anna.md:5:24",
                                      "W009 content/members/anna.md:7:11", "W009 content/members/anna.md:9:6",
                                      "W009 content/pages/sobre.md:4:10", "W009 content/rooms/tardor/schedule.yml:11:40",
                                      "W009 content/site.yml:5:19"])
        XCTAssertEqual(result.diagnostics[2].message, "the link 'mailto:anna@example.org' leads to a personal contact detail; it is not published")
        XCTAssertEqual(result.diagnostics[4].hint, "remove it (members reach each other through the club), or, if it is the club's own, add `contact: true` to the page's front matter")
    }

    func testTheClubsOwnDetailsAndOptedInPagesAreNotReported() throws {
        let site = SiteFixture.files["content/site.yml"]! + "\ncontact: [info@club.example.org, \"+34 972 20 30 40\"]\nfooter: \"info@club.example.org · 972 20 30 40\"\n"
        let page = "---\ntitle: Contacte\ncontact: true\n---\nLa Marta: marta@example.org, 612 345 678\n"
        let result = try SiteFixture.check(["content/site.yml": site, "content/pages/sobre.md": page])
        XCTAssertDiagnostics(result, [])
        let files = try SiteFixture.render(["content/site.yml": site, "content/pages/sobre.md": page])
        let home = try XCTUnwrap(files["index.html"])
        XCTAssertTrue(home.contains("info@club.example.org</a> · 972 20 30 40"), home)
        let contact = try XCTUnwrap(files["pages/sobre/index.html"])
        XCTAssertTrue(contact.contains("<a href=\"mailto:marta@example.org\">marta@example.org</a>, 612 345 678"), contact)
    }

    func testATabInSiteYmlIsReportedAtItsLineWithoutWarningsAboutTheContactsItHides() throws {
        let site = SiteFixture.files["content/site.yml"]! + "\ncontact:\n\t- info@club.example.org\n"
        let page = "---\ntitle: Sobre\n---\nEscriu-nos a info@club.example.org.\n"
        let result = try SiteFixture.check(["content/site.yml": site, "content/pages/sobre.md": page])
        XCTAssertReports(result, [Report("E002 content/site.yml:6:1: YAML syntax error: a tab at the start of this line; YAML indents with spaces only",
                                         hint: "replace the tab with spaces (two for each level), lining the line up with the lines around it")])
        let fixed = site.replacingOccurrences(of: "\t", with: "  ")
        XCTAssertDiagnostics(try SiteFixture.check(["content/site.yml": fixed, "content/pages/sobre.md": page]), [])
    }

    func testDetailsAreReplacedEverywhereAndNeverLinked() throws {
        let member = "---\nname: Anna Serra\nlocation: tel. 600 11 22 33\nlinks:\n  Correu: mailto:anna@example.org\n  Web: https://anna.example.org/\n---\nBio: anna_serra@example.org, [escriu-me](mailto:anna@example.org) o [WhatsApp](https://wa.me/34600112233).\n"
        let room = "---\nbook: solitud\nhost: marta\nmembers: [joan, anna]\njoin_url: mailto:marta@example.org\n---\nLlegim junts; truca al +34 600 11 22 33.\n"
        let files = try SiteFixture.render(["content/members/anna.md": member, "content/rooms/tardor/index.md": room,
                                            "content/rooms/tardor/chat/primera.md": chat])
        for (path, text) in files {
            for leak in ["anna@example.org", "anna_serra", "marta@example.org", "marta.puig@gmail.com", "600 11 22 33",
                         "612 345 678", "972 12 34 56", "wa.me", "mailto:", "34600112233"] {
                XCTAssertFalse(text.contains(leak), "\(leak) in \(path)")
            }
        }
        let bio = try XCTUnwrap(files["members/anna/index.html"])
        XCTAssertTrue(bio.contains("Bio: \(String(repeating: "•", count: 22)), escriu-me o WhatsApp.</p>"), bio)
        XCTAssertTrue(bio.contains("tel. ••••••••••••"))
        XCTAssertTrue(bio.contains("href=\"https://anna.example.org/\""), "other links stay")
        let transcript = try XCTUnwrap(files["rooms/tardor/chat/primera/index.html"])
        XCTAssertTrue(transcript.contains("Capítols 1-10, ISBN 978-84-9759-329-8."), "no false hits")
        XCTAssertTrue(transcript.contains("+••••••••••••••".dropFirst()))
    }
}

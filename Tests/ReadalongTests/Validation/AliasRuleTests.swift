import XCTest
@testable import Readalong

/// `aliases:` of books, members and rooms: each old name follows the slug rule, is listed
/// once, is no file's name, belongs to one item, and a room's is not a list of rooms.
final class AliasRuleTests: XCTestCase {
    private let solitud = "---\ntitle: Solitud\nauthors: [Víctor Català]\naliases: [%@]\n---\n"

    private func book(aliases: String) -> [String: String?] {
        ["content/books/solitud.md": solitud.replacingOccurrences(of: "%@", with: aliases)]
    }

    func testValidAliasesCheckClean() throws {
        var changes = book(aliases: "solitud-catala, la-solitud")
        changes["content/members/joan.md"] = "---\nname: Joan Vila\naliases: [joanet]\n---\n"
        changes["content/rooms/tardor/index.md"] = "---\nbook: solitud\nhost: marta\nmembers: [joan, anna]\naliases: [tardor-2025]\n---\n"
        XCTAssertReports(try SiteFixture.check(changes), [])
    }

    func testAnAliasBreakingTheSlugRuleIsE080() throws {
        XCTAssertReports(try SiteFixture.check(book(aliases: "Vella Solitud")), [
            Report("E080 content/books/solitud.md:4:11: alias 'Vella Solitud' breaks the naming rule",
                   hint: "an alias is an old file name without .md: lower-case letters, digits and hyphens, e.g. 'vella-solitud'"),
        ])
    }

    func testAnAliasListedTwiceIsE083() throws {
        XCTAssertReports(try SiteFixture.check(book(aliases: "la-solitud, la-solitud")), [
            Report("E083 content/books/solitud.md:4:23: alias 'la-solitud' is listed twice", hint: "remove the second 'la-solitud'"),
        ])
    }

    func testAnAliasThatIsAnotherFilesNameIsE081() throws {
        let changes: [String: String?] = ["content/members/joan.md": "---\nname: Joan Vila\naliases: [pau]\n---\n"]
        XCTAssertReports(try SiteFixture.check(changes), [
            Report("E081 content/members/joan.md:3:11: alias 'pau' is the handle of content/members/pau.md",
                   hint: "an alias is an old name that no file has any more; remove it from aliases, "
                       + "or rename content/members/pau.md if it is the one that moved"),
        ])
    }

    func testAnAliasThatIsTheItemsOwnNameIsE081() throws {
        XCTAssertReports(try SiteFixture.check(book(aliases: "solitud")), [
            Report("E081 content/books/solitud.md:4:11: 'solitud' is this book's own slug, not an old one",
                   hint: "remove 'solitud' from aliases"),
        ])
    }

    func testAnAliasOfTwoItemsIsE082OnTheSecond() throws {
        var changes = book(aliases: "classic")
        changes["content/books/nada.md"] = "---\ntitle: Nada\nauthor: Carmen Laforet\naliases: [classic]\n---\n"
        XCTAssertReports(try SiteFixture.check(changes), [
            Report("E082 content/books/solitud.md:4:11: alias 'classic' is also an alias of 'nada' (content/books/nada.md)",
                   hint: "an old address can lead to one book only; remove 'classic' from one of them"),
        ])
    }

    func testTheSameAliasOnItemsOfDifferentKindsIsFine() throws {
        var changes = book(aliases: "vella")
        changes["content/members/joan.md"] = "---\nname: Joan Vila\naliases: [vella]\n---\n"
        XCTAssertReports(try SiteFixture.check(changes), [])
    }

    func testARoomAliasThatIsAListOfRoomsIsE084() throws {
        let changes: [String: String?] = [
            "content/rooms/tardor/index.md": "---\nbook: solitud\nhost: marta\nmembers: [joan, anna]\naliases: [finished]\n---\n",
        ]
        XCTAssertReports(try SiteFixture.check(changes), [
            Report("E084 content/rooms/tardor/index.md:5:11: a room's alias cannot be 'finished'",
                   hint: "rooms/finished/ is the list of finished rooms; remove 'finished' from aliases"),
        ])
    }

    // MARK: References to an old name

    func testARoomNamingABooksOldSlugIsToldTheNewOne() throws {
        var changes = book(aliases: "la-solitud")
        changes["content/rooms/tardor/index.md"] = "---\nbook: la-solitud\nhost: marta\nmembers: [joan, anna]\n---\n"
        XCTAssertReports(try SiteFixture.check(changes), [
            Report("E021 content/rooms/tardor/index.md:2:7: no book 'la-solitud' in content/books/",
                   hint: "'la-solitud' is an old slug of 'solitud' (see aliases in content/books/solitud.md); write 'solitud'"),
        ])
    }

    func testAnOldHandleInARoomATranscriptAndALinkIsToldTheNewOne() throws {
        let hint = "'joanet' is an old handle of 'joan' (see aliases in content/members/joan.md); write 'joan'"
        let changes: [String: String?] = [
            "content/members/joan.md": "---\nname: Joan Vila\naliases: [joanet]\n---\n",
            "content/members/marta.md": "---\nname: Marta Puig\nfriends: [joanet]\n---\nAmiga d'en [Joan](@/members/joanet.md).\n",
            "content/rooms/tardor/chat/primera.md": "---\ndate: 2026-11-12\nevent: debat-1\n---\n18:02 marta: Benvinguts!\n18:03 joanet: Hola.\n",
        ]
        XCTAssertReports(try SiteFixture.check(changes), [
            Report("E022 content/members/marta.md:3:11: 'friends' names 'joanet', who is not a member", hint: hint),
            Report("E050 content/members/marta.md:5:19: broken link: no member 'joanet'", hint: hint),
            Report("E044 content/rooms/tardor/chat/primera.md:6:7: 'joanet' is not a member of this room", hint: hint),
        ])
    }

    func testALinkToARoomsOldSlugIsToldTheNewOne() throws {
        let changes: [String: String?] = [
            "content/rooms/tardor/index.md": "---\nbook: solitud\nhost: marta\nmembers: [joan, anna]\naliases: [tardor-2025]\n---\n",
            "content/pages/sobre.md": "---\ntitle: Sobre nosaltres\n---\nVine a [la sala](@/rooms/tardor-2025/).\n",
        ]
        XCTAssertReports(try SiteFixture.check(changes), [
            Report("E050 content/pages/sobre.md:4:18: broken link: no room 'tardor-2025'",
                   hint: "'tardor-2025' is an old slug of 'tardor' (see aliases in content/rooms/tardor/index.md); write 'tardor'"),
        ])
    }
}

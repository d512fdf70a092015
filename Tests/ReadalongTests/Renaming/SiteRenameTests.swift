import XCTest
@testable import Readalong

/// `SiteRename` on sites in memory: every reference rewritten, the file moved, the old name
/// kept as an alias, and refusals that leave everything as it was.
final class SiteRenameTests: XCTestCase {
    private let options = BuildOptions.english(clock: BuildClock(secondsSinceEpoch: BuildClock.parseISO8601("2026-11-22T12:00:00Z")!))

    private func plan(_ kind: RenameKind, _ old: String, _ new: String,
                      _ changes: [String: String?] = [:]) throws(RenameError) -> SiteRename {
        try SiteRename.plan(kind, from: old, to: new, fileSystem: InMemoryFileSystem(SiteFixture.files(changes)), options: options)
    }

    private func failure(_ kind: RenameKind, _ old: String, _ new: String, _ changes: [String: String?] = [:]) -> RenameError? {
        do {
            _ = try plan(kind, old, new, changes)
            return nil
        } catch {
            return error
        }
    }

    /// A member named everywhere a handle can be written.
    private let joanEverywhere: [String: String?] = [
        "content/members/marta.md": "---\nname: Marta Puig\nfriends: [joan]\n---\nAmiga d'en [Joan](@/members/joan.md#bio), no de joan-vila.\n",
        "content/members/joan.md": "---\nname: Joan Vila # el de Girona\navatar: joan.svg\n---\nLector.\n",
        "content/members/joan.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
        "content/rooms/tardor/index.md": """
        ---
        book: solitud
        host: marta
        moderators: [joan]
        members:
          - "joan"
          - anna
        ratings:
          joan: 4
          anna: 5
        ---
        Llegim *Solitud* junts.
        """,
        "content/rooms/tardor/chat/primera.md": """
        ---
        date: 2026-11-12
        event: debat-1
        polls:
          - question: Quin final?
            options:
              - text: El primer
                votes: [joan, anna]
        ---
        18:02 marta: Benvinguts, joan!
        18:03 joan [edited]: Hola ||la Mila||.
          Mireu [el meu perfil](@/members/joan.md).
        18:04 joan: Adéu
        """,
    ]

    func testRenamingAMemberRewritesEveryReferenceAndKeepsTheOldHandle() throws {
        let rename = try plan(.member, "joan", "joan-vila", joanEverywhere)
        XCTAssertEqual(rename.references, 9)
        XCTAssertEqual(rename.editedFiles, ["content/members/marta.md", "content/rooms/tardor/chat/primera.md",
                                            "content/rooms/tardor/index.md"])
        XCTAssertEqual(rename.removed, ["content/members/joan.md"])
        XCTAssertEqual(rename.moved, [:])
        XCTAssertEqual(rename.written["content/members/joan-vila.md"],
                       "---\nname: Joan Vila # el de Girona\navatar: joan.svg\naliases: [joan]\n---\nLector.\n")
        XCTAssertEqual(rename.written["content/members/marta.md"],
                       "---\nname: Marta Puig\nfriends: [joan-vila]\n---\nAmiga d'en [Joan](@/members/joan-vila.md#bio), no de joan-vila.\n")
        XCTAssertEqual(rename.written["content/rooms/tardor/index.md"], """
        ---
        book: solitud
        host: marta
        moderators: [joan-vila]
        members:
          - "joan-vila"
          - anna
        ratings:
          joan-vila: 4
          anna: 5
        ---
        Llegim *Solitud* junts.
        """)
        XCTAssertEqual(rename.written["content/rooms/tardor/chat/primera.md"], """
        ---
        date: 2026-11-12
        event: debat-1
        polls:
          - question: Quin final?
            options:
              - text: El primer
                votes: [joan-vila, anna]
        ---
        18:02 marta: Benvinguts, joan!
        18:03 joan-vila [edited]: Hola ||la Mila||.
          Mireu [el meu perfil](@/members/joan-vila.md).
        18:04 joan-vila: Adéu
        """)
        XCTAssertEqual(rename.written.count, 4, "nothing else is written")
        XCTAssertEqual(rename.check.diagnostics.map(\.code.id), [])
    }

    func testTheRenamedSiteChecksCleanAndRedirectsTheOldAddress() throws {
        let base = InMemoryFileSystem(SiteFixture.files(joanEverywhere))
        let rename = try SiteRename.plan(.member, from: "joan", to: "joan-vila", fileSystem: base, options: options)
        let renamed = try rename.applied(to: base)
        XCTAssertThrowsError(try renamed.contents(of: "content/members/joan.md"))
        let result = try ContentPipeline.check(fileSystem: renamed, options: options)
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        let member = try XCTUnwrap(result.site?.members.first { $0.handle == "joan-vila" })
        XCTAssertEqual(member.aliases.map(\.value), ["joan"])
    }

    func testRenamingABookRewritesRoomsAndLinksAndKeepsItsCover() throws {
        let changes: [String: String?] = [
            "content/books/solitud.md": "---\ntitle: Solitud\nauthors: [Víctor Català]\ncover: solitud.svg\naliases:\n  - solitud-1905\n---\nUna dona.\n",
            "content/books/solitud.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
            "content/pages/sobre.md": "---\ntitle: Sobre nosaltres\n---\nLlegim [Solitud](@/books/solitud.md) i [Nada](@/books/nada.md).\n",
        ]
        let rename = try plan(.book, "solitud", "solitud-catala", changes)
        XCTAssertEqual(rename.references, 2)
        XCTAssertEqual(rename.editedFiles, ["content/pages/sobre.md", "content/rooms/tardor/index.md"])
        XCTAssertEqual(rename.written["content/books/solitud-catala.md"],
                       "---\ntitle: Solitud\nauthors: [Víctor Català]\ncover: solitud.svg\naliases:\n  - solitud-1905\n  - solitud\n---\nUna dona.\n")
        XCTAssertEqual(rename.written["content/pages/sobre.md"],
                       "---\ntitle: Sobre nosaltres\n---\nLlegim [Solitud](@/books/solitud-catala.md) i [Nada](@/books/nada.md).\n")
        XCTAssertTrue(try XCTUnwrap(rename.written["content/rooms/tardor/index.md"]).hasPrefix("---\nbook: solitud-catala\n"))
        XCTAssertEqual(rename.removed, ["content/books/solitud.md"])
    }

    func testRenamingABookMovesItsTranslationsAndRewritesTheirNotes() throws {
        let changes: [String: String?] = [
            "content/site.yml": TranslationRuleTests.multilingual,
            "content/books/solitud.es.md": "---\ntitle: Soledad\n---\nLeed [Nada](@/books/nada.md) y [Soledad](@/books/solitud.md).\n",
            "content/lists/classics.md": "---\ntitle: Clàssics\nbooks:\n  - book: solitud\n    note: Imprescindible\n---\n",
            "content/lists/classics.es.md": "---\ntitle: Clásicos\nbooks:\n  - book: solitud\n    note: Imprescindible\n---\n",
        ]
        let rename = try plan(.book, "solitud", "solitud-catala", changes)
        XCTAssertEqual(rename.removed, ["content/books/solitud.md", "content/books/solitud.es.md"])
        XCTAssertEqual(rename.written["content/books/solitud-catala.es.md"],
                       "---\ntitle: Soledad\n---\nLeed [Nada](@/books/nada.md) y [Soledad](@/books/solitud-catala.md).\n")
        XCTAssertEqual(rename.written["content/lists/classics.es.md"],
                       "---\ntitle: Clásicos\nbooks:\n  - book: solitud-catala\n    note: Imprescindible\n---\n")
        XCTAssertTrue(rename.editedFiles.contains("content/books/solitud-catala.es.md"), "\(rename.editedFiles)")
        XCTAssertEqual(rename.check.errorCount, 0)
    }

    func testRenamingARoomMovesItsFolderAndRewritesLinks() throws {
        let changes: [String: String?] = [
            "content/pages/sobre.md": "---\ntitle: Sobre nosaltres\n---\n[La sala](@/rooms/tardor/), [el xat](@/rooms/tardor#xat) (la sala tardor).\n",
        ]
        let base = InMemoryFileSystem(SiteFixture.files(changes))
        let rename = try SiteRename.plan(.room, from: "tardor", to: "tardor-2026", fileSystem: base, options: options)
        XCTAssertEqual(rename.references, 2)
        XCTAssertEqual(rename.removed, ["content/rooms/tardor"])
        XCTAssertEqual(rename.moved, ["content/rooms/tardor/chat/primera.md": "content/rooms/tardor-2026/chat/primera.md",
                                      "content/rooms/tardor/schedule.yml": "content/rooms/tardor-2026/schedule.yml"])
        XCTAssertEqual(rename.written["content/pages/sobre.md"],
                       "---\ntitle: Sobre nosaltres\n---\n[La sala](@/rooms/tardor-2026/), [el xat](@/rooms/tardor-2026#xat) (la sala tardor).\n")
        XCTAssertTrue(try XCTUnwrap(rename.written["content/rooms/tardor-2026/index.md"]).contains("members: [joan, anna]\naliases: [tardor]\n---\n"))
        let renamed = try rename.applied(to: base)
        XCTAssertNil(try renamed.entries(of: "content/rooms/tardor"))
        XCTAssertEqual(try renamed.entries(of: "content/rooms")?.map(\.name), ["tardor-2026"])
        XCTAssertEqual(try ContentPipeline.check(fileSystem: renamed, options: options).site?.rooms.map(\.slug), ["tardor-2026"])
    }

    // MARK: Refusals

    func testASiteWithErrorsIsNotRenamed() {
        guard case .invalidSite(let result) = failure(.member, "joan", "joan-vila", ["content/rooms/tardor/index.md": "---\nbook: solitut\nhost: marta\nmembers: [joan]\n---\n"])
        else { return XCTFail("expected invalidSite") }
        XCTAssertEqual(result.placed, ["E021 content/rooms/tardor/index.md:2:7"])
    }

    func testAnOldNameThatNamesNothingIsRefusedWithTheClosestOne() {
        guard case .missing(.member, "jon", let suggestion) = failure(.member, "jon", "joan-vila") else { return XCTFail("expected missing") }
        XCTAssertEqual(suggestion, "joan")
    }

    func testATakenOrUnchangedNewNameIsRefused() {
        guard case .taken(.member, "pau", let path) = failure(.member, "joan", "pau") else { return XCTFail("expected taken") }
        XCTAssertEqual(path, "content/members/pau.md")
        guard case .sameName("tardor") = failure(.room, "tardor", "tardor") else { return XCTFail("expected sameName") }
    }

    func testANewNameBreakingTheSlugRuleIsRefused() {
        guard case .badName("Joan Vila", let suggestion) = failure(.member, "joan", "Joan Vila") else { return XCTFail("expected badName") }
        XCTAssertEqual(suggestion, "joan-vila")
    }

    func testRenamingBackToAnOwnAliasIsRefused() {
        let changes: [String: String?] = ["content/members/joan.md": "---\nname: Joan Vila\naliases: [joanet]\n---\n"]
        guard case .ownAlias(.member, "joanet", let path) = failure(.member, "joan", "joanet", changes) else { return XCTFail("expected ownAlias") }
        XCTAssertEqual(path, "content/members/joan.md")
    }

    func testARenameWhoseResultWouldNotCheckWritesNothing() {
        // Another member still lists the new handle as an old name of theirs.
        let changes: [String: String?] = ["content/members/pau.md": "---\nname: Pau Roca\naliases: [joan-vila]\n---\n"]
        guard case .invalidResult(let result) = failure(.member, "joan", "joan-vila", changes) else { return XCTFail("expected invalidResult") }
        XCTAssertEqual(result.placed, ["E081 content/members/pau.md:3:11"])
    }

    func testAReferenceInAFormThatCannotBeRewrittenIsRefused() {
        // The handle written as a YAML block scalar: the parser's place is not on its line.
        let changes: [String: String?] = ["content/rooms/tardor/index.md": "---\nbook: solitud\nhost: >-\n  marta\nmembers: [joan, anna]\n---\n"]
        guard case .cannotEdit(let path, let line, _) = failure(.member, "marta", "marta-puig", changes) else {
            return XCTFail("expected cannotEdit")
        }
        XCTAssertEqual(path, "content/rooms/tardor/index.md")
        XCTAssertEqual(line, 3)
    }
}

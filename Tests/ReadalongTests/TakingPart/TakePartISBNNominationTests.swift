import XCTest
@testable import Readalong

/// A nomination by the ISBN of a book the site does not have: the book (and its cover) comes
/// from Open Library, here a fake one on 127.0.0.1, and is added beside the pick's edit.
final class TakePartISBNNominationTests: OpenLibraryTestCase {
    private typealias Fixture = TakePartFixture

    private func library() throws -> OpenLibrary {
        try OpenLibrary(api: server.base, covers: nil, timeout: 2)
    }

    func testTheBookIsImportedAndNominatedInOneChange() throws {
        let pick = Fixture.files()[Fixture.pickPath]!
        let change = try Fixture.plan(.nominate(pick: "hivern", book: OpenLibraryRecords.fullISBN, note: nil), from: .forge("pau"),
                                      library: library())
        XCTAssertEqual(change.added.map(\.path), ["content/books/la-placa-del-diamant.md", "content/books/la-placa-del-diamant.jpg"])
        XCTAssertEqual(change.added.first?.text, OpenLibraryRecords.fullBookFile)
        XCTAssertEqual(change.added.last?.bytes, cover)
        XCTAssertEqual(change.summary, "Pau Roca: proposa «La plaça del Diamant» a «Què llegim a l'hivern?»")
        XCTAssertEqual(change.text, pick.replacingOccurrences(of: "    by: joan\n",
                                                              with: "    by: joan\n  - book: la-placa-del-diamant\n    by: pau\n"))
    }

    func testTheBookAndThePickAreWrittenTogether() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("take-part-isbn-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let change = try Fixture.plan(.nominate(pick: "hivern", book: OpenLibraryRecords.fullISBN, note: nil), from: .forge("pau"),
                                      library: library())
        try change.write(toSite: root)
        XCTAssertEqual(FileManager.default.contents(atPath: root + "/content/books/la-placa-del-diamant.md").map { String(decoding: $0, as: UTF8.self) },
                       OpenLibraryRecords.fullBookFile)
        XCTAssertEqual(FileManager.default.contents(atPath: root + "/content/books/la-placa-del-diamant.jpg").map { [UInt8]($0) }, cover)
        XCTAssertEqual(FileManager.default.contents(atPath: root + "/" + Fixture.pickPath).map { String(decoding: $0, as: UTF8.self) }, change.text)
    }

    func testABookWhoseFolderExistsIsAddedInTheFolderForm() throws {
        let notes = "## ch 1 · marta\n> La Colometa.\n\nEl principi.\n"
        let change = try Fixture.plan(.nominate(pick: "hivern", book: OpenLibraryRecords.fullISBN, note: nil), from: .forge("pau"),
                                      extra: ["content/books/la-placa-del-diamant/notes.md": notes], library: library())
        XCTAssertEqual(change.added.map(\.path), ["content/books/la-placa-del-diamant/index.md",
                                                  "content/books/la-placa-del-diamant/la-placa-del-diamant.jpg"])
        XCTAssertEqual(change.added.first?.text, OpenLibraryRecords.fullBookFile)
        XCTAssertEqual(change.summary, "Pau Roca: proposa «La plaça del Diamant» a «Què llegim a l'hivern?»")
        XCTAssertEqual(change.text, Fixture.files()[Fixture.pickPath]!
            .replacingOccurrences(of: "    by: joan\n", with: "    by: joan\n  - book: la-placa-del-diamant\n    by: pau\n"))
    }

    func testAnISBNOpenLibraryDoesNotKnowIsRefused() throws {
        let refusal = Fixture.refusal(.nominate(pick: "hivern", book: OpenLibraryRecords.notFoundISBN, note: nil), from: .forge("pau"),
                                      library: try library())
        XCTAssertEqual(refusal.map { $0.replacingOccurrences(of: server.base, with: "SERVER") }, [
            "the book with ISBN 9780000000118 could not be fetched (not found: Open Library has no book with this ISBN "
                + "(SERVER/isbn/9780000000118.json answered 404))",
            "check the ISBN on the book's copyright page, or nominate a book of the site by its slug",
        ])
    }

    func testABookTheSiteHasUnderAnotherNameIsNotAddedTwice() throws {
        let diamant = "---\ntitle: La plaça del Diamant\nauthors: [Mercè Rodoreda]\n---\n"
        XCTAssertEqual(Fixture.refusal(.nominate(pick: "hivern", book: OpenLibraryRecords.fullISBN, note: nil), from: .forge("pau"),
                                       extra: ["content/books/diamant.md": diamant], library: try library()), [
            "the book with ISBN 9788412345674 was not added: content/books/diamant.md has the same title and first author",
            "nominate the book the site already has, by its slug",
        ])
    }

    func testWithoutOpenLibraryTheSecretaryIsAskedToImportIt() {
        XCTAssertEqual(Fixture.refusal(.nominate(pick: "hivern", book: OpenLibraryRecords.fullISBN, note: nil), from: .forge("pau")), [
            "no book of the site has the ISBN 9788412345674",
            "the secretary adds it with publish import isbn 9788412345674; then nominate it by its slug",
        ])
    }
}

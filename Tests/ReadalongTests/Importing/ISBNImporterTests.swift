import XCTest
@testable import Readalong

/// Books by ISBN from a fake Open Library on 127.0.0.1: what is created, skipped, not
/// found and failed, with the reasons the report gives.
final class ISBNImporterTests: OpenLibraryTestCase {
    private func run(_ isbns: String..., timeout: Double = 2, slug: String? = nil) throws -> [ISBNImporter.Report] {
        let library = try OpenLibrary(api: server.base, covers: nil, timeout: timeout)
        return ISBNImporter.run(isbns.map { ISBNRequest(text: $0) }, site: try ImportFixture.site(), library: library, slug: slug)
    }

    private func descriptions(_ reports: [ISBNImporter.Report]) -> [String] {
        reports.map { $0.description.replacingOccurrences(of: server.base, with: "SERVER") }
    }

    func testAFullRecordBecomesABookFileAndItsCoverThatCheckClean() throws {
        let reports = try run(OpenLibraryRecords.fullISBN)
        XCTAssertEqual(descriptions(reports), [
            "9788412345674: created content/books/la-placa-del-diamant.md and content/books/la-placa-del-diamant.jpg",
        ])
        guard case .created(let book, let coverFile?, nil) = reports[0].outcome else { return XCTFail("\(reports)") }
        XCTAssertEqual(book.text, OpenLibraryRecords.fullBookFile)
        XCTAssertEqual(coverFile.bytes, cover)
        XCTAssertEqual(server.requests, [
            "/isbn/9788412345674.json", "/books/OL47120011M.json", "/authors/OL2648593A.json",
            "/authors/OL9118730A.json", "/b/id/12845331-L.jpg?default=false",
        ])
        let check = try ImportFixture.check([book, coverFile])
        XCTAssertEqual(check.diagnostics.map(\.message), [])
    }

    func testMissingFieldsAreLeftOutAndAuthorsComeFromTheWork() throws {
        let reports = try run(OpenLibraryRecords.sparseISBN)
        XCTAssertEqual(descriptions(reports), ["9780000000101: created content/books/incerta-gloria.md (Open Library has no cover)"])
        guard case .created(let book, nil, nil) = reports[0].outcome else { return XCTFail("\(reports)") }
        XCTAssertEqual(book.text, "---\ntitle: Incerta glòria\nauthors:\n  - Joan Sales\nisbn: 9780000000101\n---\n")
        XCTAssertEqual(try ImportFixture.check([book]).diagnostics.map(\.message), [])
    }

    func testNotFoundServerErrorsBadJSONAndMissingTitleOrAuthorAreReported() throws {
        XCTAssertEqual(descriptions(try run(OpenLibraryRecords.notFoundISBN, OpenLibraryRecords.serverErrorISBN,
                                            OpenLibraryRecords.invalidJSONISBN, OpenLibraryRecords.noTitleISBN,
                                            OpenLibraryRecords.noAuthorISBN)), [
            "9780000000118: not found: Open Library has no book with this ISBN (SERVER/isbn/9780000000118.json answered 404)",
            "9780000000125: failed: SERVER/isbn/9780000000125.json answered HTTP 500",
            "9780000000132: failed: the answer of SERVER/isbn/9780000000132.json is not a JSON object",
            "9780000000163: failed: the record at SERVER/isbn/9780000000163.json has no title",
            "9780000000170: failed: Open Library names no author for this book, neither on the edition nor on its work",
        ])
    }

    func testASlowAnswerTimesOut() throws {
        let start = Date()
        XCTAssertEqual(descriptions(try run(OpenLibraryRecords.slowISBN, timeout: 0.5)), [
            "9780000000149: failed: SERVER/isbn/9780000000149.json: no answer within 0.5 seconds",
        ])
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
    }

    func testAnUnreachableServerIsSaidInWords() throws {
        let closed = try FakeOpenLibrary([:])
        let base = closed.base
        closed.stop()
        let library = try OpenLibrary(api: base, covers: nil, timeout: 2)
        let reports = ISBNImporter.run([ISBNRequest(text: OpenLibraryRecords.fullISBN)], site: try ImportFixture.site(), library: library)
        XCTAssertEqual(reports.map(\.description), ["9788412345674: failed: \(base)/isbn/9788412345674.json: the server refused the connection"])
    }

    func testACoverThatIsNotAnImageIsReportedAndLeftOut() throws {
        let reports = try run(OpenLibraryRecords.badCoverISBN)
        XCTAssertEqual(descriptions(reports), [
            "9780000000156: created content/books/mirall-trencat.md without a cover: the image "
                + "'SERVER/b/id/555-L.jpg?default=false' cannot be read: it is damaged or not an image",
        ])
        guard case .created(let book, nil, _) = reports[0].outcome else { return XCTFail("\(reports)") }
        XCTAssertFalse(book.text.contains("cover:"), book.text)
    }

    func testBooksTheSiteOrTheImportHasAreSkipped() throws {
        let reports = try run("978-84-9759-329-8", OpenLibraryRecords.otherNadaISBN, OpenLibraryRecords.fullISBN, "84-1234-567-3")
        XCTAssertEqual(descriptions(reports), [
            "978-84-9759-329-8: skipped: content/books/solitud.md has the same ISBN",
            "9780000000187: skipped: content/books/nada.md has the same title and first author",
            "9788412345674: created content/books/la-placa-del-diamant.md and content/books/la-placa-del-diamant.jpg",
            "84-1234-567-3: skipped: the same ISBN as 9788412345674",
        ])
        XCTAssertFalse(server.requests.contains("/isbn/9788497593298.json"), "a book the site has is not fetched")
    }

    func testABookWhoseFileNameIsTakenInEitherFormIsSkipped() throws {
        let library = try OpenLibrary(api: server.base, covers: nil, timeout: 2)
        for path in ["content/books/la-placa-del-diamant.md", "content/books/la-placa-del-diamant/index.md"] {
            let site = try ImportFixture.site([path: "---\ntitle: Una altra\nauthors: [Anna]\n---\n"])
            let reports = ISBNImporter.run([ISBNRequest(text: OpenLibraryRecords.fullISBN)], site: site, library: library)
            XCTAssertEqual(reports.map(\.description), ["9788412345674: skipped: \(path) exists already (a book of the same name)"])
        }
    }

    func testABookWhoseFolderHoldsNotesIsWrittenInTheFolderForm() throws {
        let library = try OpenLibrary(api: server.base, covers: nil, timeout: 2)
        let notes = "## ch 1 · marta\n> La Colometa.\n\nEl principi.\n"
        let site = try ImportFixture.site(["content/books/la-placa-del-diamant/notes.md": notes])
        let reports = ISBNImporter.run([ISBNRequest(text: OpenLibraryRecords.fullISBN)], site: site, library: library)
        XCTAssertEqual(reports.map(\.description), [
            "9788412345674: created content/books/la-placa-del-diamant/index.md and content/books/la-placa-del-diamant/la-placa-del-diamant.jpg",
        ])
        guard case .created(let book, let coverFile?, nil) = reports[0].outcome else { return XCTFail("\(reports)") }
        XCTAssertEqual(book.text, OpenLibraryRecords.fullBookFile)
        let check = try ImportFixture.check([book, coverFile], changes: ["content/books/la-placa-del-diamant/notes.md": notes])
        XCTAssertEqual(check.diagnostics.map(\.message), [])
    }

    func testAGivenSlugNamesTheFiles() throws {
        let reports = try run(OpenLibraryRecords.fullISBN, slug: "placa")
        XCTAssertEqual(descriptions(reports), ["9788412345674: created content/books/placa.md and content/books/placa.jpg"])
    }

    func testInvalidISBNsFailWithoutAnyRequest() throws {
        XCTAssertEqual(descriptions(try run("978-84-9759-329-9", "12345", "97884975932X8")), [
            "978-84-9759-329-9: failed: not a valid ISBN: its check digit should be 8",
            "12345: failed: not an ISBN: an ISBN has 10 or 13 digits (the last of ten may be X)",
            "97884975932X8: failed: not an ISBN: an ISBN has 10 or 13 digits (the last of ten may be X)",
        ])
        XCTAssertEqual(server.requests, [])
    }
}

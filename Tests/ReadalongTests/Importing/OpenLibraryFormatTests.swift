import XCTest
@testable import Readalong

/// The pieces of the ISBN import that need no server: lists of ISBNs, addresses, and how
/// Open Library's values become front matter.
final class OpenLibraryFormatTests: XCTestCase {
    func testAListHasOneISBNALineWithCommentsAndBlankLines() throws {
        let requests = try ISBNRequest.list(ImportFixture.text("# club list", "9788412345674", "", "  84-1234-567-3  # Rodoreda", "#"),
                                            file: "isbns.txt")
        XCTAssertEqual(requests, [
            ISBNRequest(text: "9788412345674", origin: "isbns.txt:2"),
            ISBNRequest(text: "84-1234-567-3", origin: "isbns.txt:4"),
        ])
        XCTAssertEqual(requests[1].label, "isbns.txt:4 84-1234-567-3")
        XCTAssertThrowsError(try ISBNRequest.list([0x39, 0xFF, 0x0A], file: "isbns.txt")) { error in
            XCTAssertEqual(error as? ImportError, .notUTF8(line: 1, column: 2))
        }
    }

    func testArgumentsOfDigitsAreISBNsAndOthersAreFiles() {
        XCTAssertTrue(ISBNRequest.looksLikeISBN("978-84-9759-329-8"))
        XCTAssertTrue(ISBNRequest.looksLikeISBN("0-8044-2957-X"))
        XCTAssertFalse(ISBNRequest.looksLikeISBN("isbns.txt"))
        XCTAssertFalse(ISBNRequest.looksLikeISBN("2026/list"))
        XCTAssertFalse(ISBNRequest.looksLikeISBN("-"))
    }

    func testServerAddresses() throws {
        let standard = try OpenLibrary(api: nil, covers: nil, timeout: 30)
        XCTAssertEqual(standard.editionURL(try XCTUnwrap(try? ISBN.parse("8412345673").get())).absoluteString,
                       "https://openlibrary.org/isbn/9788412345674.json")
        XCTAssertEqual(standard.coverURL(7).absoluteString, "https://covers.openlibrary.org/b/id/7-L.jpg?default=false")
        let mirror = try OpenLibrary(api: "http://127.0.0.1:8080/", covers: nil, timeout: 30)
        XCTAssertEqual(mirror.coverURL(7).absoluteString, "http://127.0.0.1:8080/b/id/7-L.jpg?default=false")
        let split = try OpenLibrary(api: "http://127.0.0.1:8080", covers: "https://img.example.org/ol", timeout: 30)
        XCTAssertEqual(split.coverURL(7).absoluteString, "https://img.example.org/ol/b/id/7-L.jpg?default=false")
        XCTAssertEqual(split.recordURL("/authors/OL23919A")?.absoluteString, "http://127.0.0.1:8080/authors/OL23919A.json")
        XCTAssertNil(split.recordURL("/authors/../admin"))
        XCTAssertNil(split.recordURL("/books/OL1M"))
        XCTAssertThrowsError(try OpenLibrary(api: "ftp://example.org", covers: nil, timeout: 30)) { error in
            XCTAssertEqual("\(error)", "--api 'ftp://example.org' is not an http or https address, e.g. https://openlibrary.org")
        }
        XCTAssertThrowsError(try OpenLibrary(api: nil, covers: "openlibrary", timeout: 30)) { error in
            XCTAssertEqual("\(error)", "--covers 'openlibrary' is not an http or https address, e.g. https://openlibrary.org")
        }
        XCTAssertThrowsError(try OpenLibrary(api: nil, covers: nil, timeout: 0)) { error in
            XCTAssertEqual("\(error)", "--timeout must be a number of seconds above 0")
        }
    }

    func testYearsOfPublishDates() {
        XCTAssertEqual(OpenLibraryEdition.year("March 12, 2021"), "2021")
        XCTAssertEqual(OpenLibraryEdition.year("1962"), "1962")
        XCTAssertEqual(OpenLibraryEdition.year("2008-10"), "2008")
        XCTAssertEqual(OpenLibraryEdition.year("c1987."), "1987")
        XCTAssertNil(OpenLibraryEdition.year("12345"))
        XCTAssertNil(OpenLibraryEdition.year("0000"))
        XCTAssertNil(OpenLibraryEdition.year("s.d."))
    }

    func testMARCLanguageCodesBecomeBCP47Tags() {
        XCTAssertEqual(["cat", "spa", "eng", "fre", "ger", "GRE", "chi", "baq"].map { MARCLanguage.tag(for: $0) },
                       ["ca", "es", "en", "fr", "de", "el", "zh", "eu"])
        XCTAssertNil(MARCLanguage.tag(for: "xxx"))
    }

    func testFieldsOfTheWrongTypeAreIgnored() throws {
        let record = try XCTUnwrap(OpenLibraryRecord.decode(Array("""
            {"title": "Nada", "subtitle": 3, "number_of_pages": "250", "covers": ["1"], "subjects": [1, "Barcelona", null],
             "languages": "cat", "authors": [{"key": 5}, "x", {"key": "/authors/OL1A"}]}
            """.utf8)))
        let edition = try XCTUnwrap(OpenLibraryEdition(record))
        XCTAssertEqual(edition.title, "Nada")
        XCTAssertNil(edition.subtitle)
        XCTAssertNil(edition.pages)
        XCTAssertNil(edition.coverID)
        XCTAssertEqual(edition.subjects, ["Barcelona"])
        XCTAssertEqual(edition.languages, [])
        XCTAssertEqual(edition.authorKeys, ["/authors/OL1A"])
        XCTAssertNil(OpenLibraryRecord.decode(Array("[1, 2]".utf8)))
        XCTAssertNil(OpenLibraryRecord.decode(Array("{\"title\": ".utf8)))
        let work = try XCTUnwrap(OpenLibraryRecord.decode(Array(#"{"authors": [{"author": {"key": " /authors/OL2A "}}, {"author": 1}]}"#.utf8)))
        XCTAssertEqual(work.authorKeys, ["/authors/OL2A"])
        let author = try XCTUnwrap(OpenLibraryRecord.decode(Array(#"{"name": " ", "personal_name": "Carmen\nLaforet"}"#.utf8)))
        XCTAssertEqual(author.name, "Carmen Laforet")
    }
}

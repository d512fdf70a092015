import Foundation
@testable import Readalong

/// Answers of Open Library, written after its documented record format: an edition at
/// `/books/<id>.json` (reached by a redirect from `/isbn/<isbn>.json`), authors at
/// `/authors/<id>.json`, works at `/works/<id>.json`, covers at `/b/id/<id>-L.jpg`.
enum OpenLibraryRecords {
    /// A Catalan novel with every field Readalong reads, and the noise real records have.
    static let fullISBN = "9788412345674"
    static let fullEdition = """
        {
          "publishers": ["Club Editor"],
          "number_of_pages": 256,
          "subtitle": "Edició commemorativa",
          "covers": [-1, 12845331],
          "physical_format": "Paperback",
          "key": "/books/OL47120011M",
          "authors": [{"key": "/authors/OL2648593A"}, {"key": "/authors/OL9118730A"}],
          "publish_places": ["Barcelona"],
          "subjects": ["Guerra Civil, 1936-1939", "Barcelona (Catalunya)", "Novel·la catalana",
                       "nyt:paperback-trade-fiction=2009-02-01", "novel·la catalana"],
          "title": "La plaça del Diamant",
          "identifiers": {"goodreads": ["1234567"]},
          "isbn_13": ["9788412345674"],
          "languages": [{"key": "/languages/cat"}],
          "isbn_10": ["8412345673"],
          "publish_date": "March 12, 2021",
          "works": [{"key": "/works/OL1950423W"}],
          "type": {"key": "/type/edition"},
          "latest_revision": 4,
          "revision": 4,
          "created": {"type": "/type/datetime", "value": "2021-05-02T10:11:12.000000"},
          "last_modified": {"type": "/type/datetime", "value": "2024-01-20T08:09:10.000000"}
        }
        """
    static let rodoreda = """
        {"name": "Mercè Rodoreda", "personal_name": "Mercè Rodoreda i Gurguí", "key": "/authors/OL2648593A",
         "birth_date": "10 October 1908", "death_date": "13 April 1983", "type": {"key": "/type/author"}}
        """
    static let prologue = """
        {"personal_name": "Joan Sales", "key": "/authors/OL9118730A", "type": {"key": "/type/author"}}
        """

    /// An edition with a title and a work, nothing else: its authors are on the work.
    static let sparseISBN = "9780000000101"
    static let sparseEdition = """
        {"key": "/books/OL1M", "title": "  Incerta   glòria ", "works": [{"key": "/works/OL2W"}],
         "publish_date": "s.d.", "number_of_pages": 0, "languages": [{"key": "/languages/xxx"}],
         "type": {"key": "/type/edition"}}
        """
    static let sparseWork = """
        {"key": "/works/OL2W", "title": "Incerta glòria",
         "authors": [{"type": {"key": "/type/author_role"}, "author": {"key": "/authors/OL3A"}}],
         "type": {"key": "/type/work"}}
        """
    static let sales = #"{"name": "Joan Sales", "key": "/authors/OL3A", "type": {"key": "/type/author"}}"#

    static let notFoundISBN = "9780000000118"
    static let serverErrorISBN = "9780000000125"
    static let invalidJSONISBN = "9780000000132"
    static let slowISBN = "9780000000149"
    static let badCoverISBN = "9780000000156"
    static let badCoverEdition = """
        {"key": "/books/OL5M", "title": "Mirall trencat", "authors": [{"key": "/authors/OL2648593A"}],
         "covers": [555], "type": {"key": "/type/edition"}}
        """
    static let noTitleISBN = "9780000000163"
    static let noAuthorISBN = "9780000000170"
    /// Same title and first author as the site's `nada.md`, another edition.
    static let otherNadaISBN = "9780000000187"

    /// The fake server's table, with `cover` as the bytes of cover 12845331.
    static func routes(cover: [UInt8]) -> [String: FakeOpenLibrary.Reply] {
        [
            "/isbn/\(fullISBN).json": .redirect("/books/OL47120011M.json"),
            "/books/OL47120011M.json": .json(fullEdition),
            "/authors/OL2648593A.json": .json(rodoreda),
            "/authors/OL9118730A.json": .json(prologue),
            "/b/id/12845331-L.jpg": .image(cover),
            "/isbn/\(sparseISBN).json": .json(sparseEdition),
            "/works/OL2W.json": .json(sparseWork),
            "/authors/OL3A.json": .json(sales),
            "/isbn/\(serverErrorISBN).json": .status(500),
            "/isbn/\(invalidJSONISBN).json": .json("<html><body>Open Library is down for maintenance</body></html>"),
            "/isbn/\(slowISBN).json": .slow(10),
            "/isbn/\(badCoverISBN).json": .json(badCoverEdition),
            "/b/id/555-L.jpg": .image(Array("<html>no cover</html>".utf8)),
            "/isbn/\(noTitleISBN).json": .json(#"{"key": "/books/OL6M", "authors": [{"key": "/authors/OL3A"}]}"#),
            "/isbn/\(noAuthorISBN).json": .json(#"{"key": "/books/OL7M", "title": "Anonymous", "works": []}"#),
            "/isbn/\(otherNadaISBN).json": .json(#"{"key": "/books/OL8M", "title": "NADA", "authors": [{"key": "/authors/OL4A"}]}"#),
            "/authors/OL4A.json": .json(#"{"name": "Carmen Laforet"}"#),
        ]
    }

    /// The front matter written for the full record, its cover beside it.
    static let fullBookFile = """
        ---
        title: La plaça del Diamant
        subtitle: Edició commemorativa
        authors:
          - Mercè Rodoreda
          - Joan Sales
        isbn: 9788412345674
        pages: 256
        published: 2021
        language: ca
        topics:
          - Guerra Civil, 1936-1939
          - Barcelona (Catalunya)
          - Novel·la catalana
        cover: la-placa-del-diamant.jpg
        ---

        """
}

import XCTest

/// `publish import isbn` and `publish new book --isbn` run as programs on the fixture
/// site, against a fake Open Library on 127.0.0.1.
final class ImportISBNCommandTests: SiteFolderTestCase {
    private var server: FakeOpenLibrary!

    override func setUpWithError() throws {
        try super.setUpWithError()
        server = try FakeOpenLibrary(OpenLibraryRecords.routes(cover: TestPhotos.make(width: 60, height: 90, suffix: ".jpg[Q=80]")))
    }

    override func tearDown() {
        server.stop()
        server = nil
        super.tearDown()
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        let run = try publish(arguments + ["--api", server.base, "--timeout", "1", "--site", site.path, "--now", "2026-11-22"])
        return (run.status, run.out.replacingOccurrences(of: server.base, with: "SERVER"), run.err)
    }

    private func books() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: site.appendingPathComponent("content/books").path).sorted()
    }

    func testImportWritesBooksThatCheckCleanAndReportsEveryISBN() throws {
        try write("isbns.txt", """
            # our next books
            \(OpenLibraryRecords.fullISBN)
            978-84-9759-329-8

            \(OpenLibraryRecords.notFoundISBN)   # not in Open Library
            \(OpenLibraryRecords.slowISBN)

            """)
        let first = try run(["import", "isbn", site.appendingPathComponent("isbns.txt").path, OpenLibraryRecords.sparseISBN])
        let list = site.appendingPathComponent("isbns.txt").path
        XCTAssertEqual(first.status, 1, first.err)
        XCTAssertEqual(first.out, """
            \(list):2 9788412345674: created content/books/la-placa-del-diamant.md and content/books/la-placa-del-diamant.jpg
            \(list):3 978-84-9759-329-8: skipped: content/books/solitud.md has the same ISBN
            \(list):5 9780000000118: not found: Open Library has no book with this ISBN (SERVER/isbn/9780000000118.json answered 404)
            \(list):6 9780000000149: failed: SERVER/isbn/9780000000149.json: no answer within 1 second
            9780000000101: created content/books/incerta-gloria.md (Open Library has no cover)
            created 2 books, skipped 1, not found 1, failed 1
            checked 3 files: 0 errors, 0 warnings

            """)
        XCTAssertEqual(first.err, "")
        XCTAssertEqual(try books(), ["incerta-gloria.md", "la-placa-del-diamant.jpg", "la-placa-del-diamant.md", "nada.md", "solitud.md"])
        XCTAssertEqual(try folder.read("content/books/la-placa-del-diamant.md"), OpenLibraryRecords.fullBookFile)
        let check = try publish(["check", "--site", site.path, "--now", "2026-11-22"])
        XCTAssertEqual(check.status, 0, check.out + check.err)
        XCTAssertTrue(check.out.hasSuffix("0 errors, 0 warnings\n"), check.out)

        let again = try run(["import", "isbn", OpenLibraryRecords.fullISBN, "0-00-000010-8"])
        XCTAssertEqual(again.status, 0, again.err)
        XCTAssertEqual(again.out, """
            9788412345674: skipped: content/books/la-placa-del-diamant.md has the same ISBN
            0-00-000010-8: skipped: content/books/incerta-gloria.md has the same ISBN
            created 0 books, skipped 2, not found 0, failed 0

            """)
    }

    func testNewBookByISBNCreatesOneBookAndRefusesWhatItCannotCreate() throws {
        let created = try run(["new", "book", "--isbn", OpenLibraryRecords.badCoverISBN])
        XCTAssertEqual(created.status, 0, created.err)
        XCTAssertEqual(created.out, """
            9780000000156: created content/books/mirall-trencat.md without a cover: the image 'SERVER/b/id/555-L.jpg?default=false' cannot be read: it is damaged or not an image
            created 1 book, skipped 0, not found 0, failed 0
            checked 1 file: 0 errors, 0 warnings

            """)
        let named = try run(["new", "book", "diamant", "--isbn", OpenLibraryRecords.fullISBN])
        XCTAssertEqual(named.status, 0, named.err)
        XCTAssertEqual(try books(), ["diamant.jpg", "diamant.md", "mirall-trencat.md", "nada.md", "solitud.md"])
        let existing = try run(["new", "book", "--isbn", "9788432200014"])
        XCTAssertEqual(existing.status, 1)
        XCTAssertEqual(existing.out, """
            9788432200014: skipped: content/books/nada.md has the same ISBN
            created 0 books, skipped 1, not found 0, failed 0

            """)
        let broken = try run(["new", "book", "--isbn", OpenLibraryRecords.serverErrorISBN])
        XCTAssertEqual(broken.status, 1)
        XCTAssertTrue(broken.out.hasPrefix("9780000000125: failed: SERVER/isbn/9780000000125.json answered HTTP 500\n"), broken.out)
    }

    func testNewBookByISBNGoesIntoTheBooksFolderWhenItHasOne() throws {
        // The book's notes are checked with it.
        try write("content/books/diamant/notes.md", "## ch 1 · marta\n> La Colometa.\n\nEl principi.\n")
        let created = try run(["new", "book", "diamant", "--isbn", OpenLibraryRecords.fullISBN])
        XCTAssertEqual(created.status, 0, created.err)
        XCTAssertEqual(created.out, """
            9788412345674: created content/books/diamant/index.md and content/books/diamant/diamant.jpg
            created 1 book, skipped 0, not found 0, failed 0
            checked 2 files: 0 errors, 0 warnings

            """)
        let again = try run(["new", "book", "diamant", "--isbn", OpenLibraryRecords.sparseISBN])
        XCTAssertEqual(again.status, 1)
        XCTAssertEqual(again.out, """
            9780000000101: skipped: content/books/diamant/index.md exists already (a book of the same name)
            created 0 books, skipped 1, not found 0, failed 0

            """)
    }

    func testWhatTheImportSaysFollowsTheLanguage() throws {
        let spanish = try run(["import", "isbn", OpenLibraryRecords.fullISBN, "978-84-9759-329-8", OpenLibraryRecords.notFoundISBN,
                               OpenLibraryRecords.slowISBN, "12345", "--lang", "es"])
        XCTAssertEqual(spanish.status, 1, spanish.err)
        XCTAssertEqual(spanish.out, """
            9788412345674: se han creado content/books/la-placa-del-diamant.md y content/books/la-placa-del-diamant.jpg
            978-84-9759-329-8: no se ha creado: content/books/solitud.md tiene el mismo ISBN
            9780000000118: no se ha encontrado: Open Library no tiene ningún libro con este ISBN (SERVER/isbn/9780000000118.json ha respondido 404)
            9780000000149: ha fallado: SERVER/isbn/9780000000149.json: no ha respondido en 1 segundo
            12345: ha fallado: no es un ISBN: un ISBN tiene 10 o 13 cifras (la última de un ISBN de diez puede ser una X)
            creados: 1 libro; no creados: 1; no encontrados: 1; fallidos: 2
            se han revisado 2 archivos: 0 errores, 0 avisos

            """)
        let catalan = try run(["new", "book", "--isbn", OpenLibraryRecords.badCoverISBN, "--lang", "ca"])
        XCTAssertEqual(catalan.status, 0, catalan.err)
        XCTAssertTrue(catalan.out.hasPrefix("9780000000156: s’ha creat content/books/mirall-trencat.md sense coberta: "), catalan.out)
        let address = try publish(["import", "isbn", OpenLibraryRecords.fullISBN, "--api", "ftp://example.org", "--site", site.path,
                                   "--lang", "ca"])
        XCTAssertEqual(address.status, 2)
        XCTAssertTrue(address.err.hasSuffix("--api «ftp://example.org» no és una adreça http o https, com ara https://openlibrary.org\n"),
                      address.err)
    }

    func testUsageMistakesAreExitTwo() throws {
        let address = try publish(["import", "isbn", OpenLibraryRecords.fullISBN, "--api", "ftp://example.org", "--site", site.path])
        XCTAssertEqual(address.status, 2)
        XCTAssertEqual(address.err, "error: --api 'ftp://example.org' is not an http or https address, e.g. https://openlibrary.org\n")
        let missing = try run(["import", "isbn", site.appendingPathComponent("nowhere.txt").path])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.err, "error: cannot read \(site.appendingPathComponent("nowhere.txt").path)\n")
        let member = try run(["new", "member", "--isbn", OpenLibraryRecords.fullISBN])
        XCTAssertEqual(member.status, 2)
        XCTAssertEqual(member.err, "error: --isbn is for a book only\n")
        let badName = try run(["new", "book", "La Plaça", "--isbn", OpenLibraryRecords.fullISBN])
        XCTAssertEqual(badName.status, 2)
        XCTAssertEqual(badName.err, "error: 'La Plaça' is not a valid name: use lower-case letters, digits and hyphens, e.g. 'la-placa'\n")
        let noWait = try publish(["import", "isbn", OpenLibraryRecords.fullISBN, "--timeout", "0", "--site", site.path])
        XCTAssertEqual(noWait.status, 2)
        XCTAssertEqual(noWait.err, "error: --timeout must be a number of seconds above 0\n")
        let noSlug = try publish(["new", "room", "--site", site.path])
        XCTAssertEqual(noSlug.status, 2)
        XCTAssertEqual(noSlug.err, "error: give the new room's slug\n")
        XCTAssertEqual(server.requests, [])
    }
}

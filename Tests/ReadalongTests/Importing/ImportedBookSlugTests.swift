import XCTest
@testable import Readalong

/// File names of imported books whose titles are not in Latin letters.
final class ImportedBookSlugTests: XCTestCase {
    private func paths(_ rows: String...) throws -> [String] {
        let csv = (["Title,Author,ISBN13"] + rows).joined(separator: "\n")
        return try BookListImporter.run(Array(csv.utf8), site: ImportFixture.site()).files.map(\.path)
    }

    func testCyrillicAndGreekTitlesAreTransliterated() throws {
        XCTAssertEqual(try paths("Мастер и Маргарита,Михаил Булгаков,", "Ὀδύσσεια,Όμηρος,", "Щастя,Леся Українка,"), [
            "content/books/master-i-margarita.md", "content/books/odysseia.md", "content/books/shchastya.md",
        ])
    }

    func testTitlesWithNoLatinLettersAreNamedByISBNOrAStableFingerprint() throws {
        let first = try paths("三体,刘慈欣,9787536692930", "الخيميائي,باولو كويلو,", "ノルウェイの森,村上春樹,")
        XCTAssertEqual(first[0], "content/books/isbn-9787536692930.md")
        XCTAssertTrue(first[1].hasPrefix("content/books/book-") && first[2].hasPrefix("content/books/book-"), "\(first)")
        XCTAssertNotEqual(first[1], first[2])
        for path in first {
            let slug = String(path.dropFirst("content/books/".count).dropLast(3))
            XCTAssertTrue(Slug.isValid(slug), slug)
        }
        XCTAssertEqual(try paths("ノルウェイの森,村上春樹,"), [first[2]], "the same book gets the same name on every import")
    }
}

@testable import ReadalongServe
import XCTest

final class RequestTargetTests: XCTestCase {
    private func reason(_ target: String) -> String? {
        do {
            _ = try RequestHandler.decodedPath(of: target)
            return nil
        } catch {
            return error.reason
        }
    }

    func testDecodesThePathAndKeepsTheQuery() throws {
        let (path, query) = try RequestHandler.decodedPath(of: "/books/pla%C3%A7a%20gran/?q=a%20b")
        XCTAssertEqual(path, "/books/plaça gran/")
        XCTAssertEqual(query, "q=a%20b")
        XCTAssertNil(try RequestHandler.decodedPath(of: "/").1)
    }

    func testRefusesNulControlBytesBadEscapesAndOtherForms() {
        XCTAssertEqual(reason("/feed.json%00.html"), "the path holds a control character")
        XCTAssertEqual(reason("/a%0Ab"), "the path holds a control character")
        XCTAssertEqual(reason("/a%7f"), "the path holds a control character")
        XCTAssertEqual(reason("/a%zz"), "a '%' in the path is not followed by two hex digits")
        XCTAssertEqual(reason("/a%4"), "a '%' in the path is not followed by two hex digits")
        XCTAssertEqual(reason("/a%C3"), "the path is not UTF-8")
        XCTAssertEqual(reason("http://127.0.0.1/"), "the target is not a path starting with '/'")
        XCTAssertEqual(reason("*"), "the target is not a path starting with '/'")
    }
}

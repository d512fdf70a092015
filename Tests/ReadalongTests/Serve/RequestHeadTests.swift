@testable import ReadalongServe
import XCTest

final class RequestHeadTests: XCTestCase {
    private func parse(_ text: String) throws -> RequestHead {
        try RequestHead.parse(Array(text.utf8))
    }

    private func reason(_ text: String) -> String? {
        do {
            _ = try RequestHead.parse(Array(text.utf8))
            return nil
        } catch {
            return error.reason
        }
    }

    func testReadsTheRequestLineAndFieldsWithCRLFOrBareLF() throws {
        let expected = RequestHead(method: "GET", target: "/books/?a=1", version: "HTTP/1.1",
                                   fields: [("host", "127.0.0.1:8000"), ("range", "bytes=0-9")])
        XCTAssertEqual(try parse("GET /books/?a=1 HTTP/1.1\r\nHost: 127.0.0.1:8000\r\nRange:  bytes=0-9 \t\r\n\r\n"), expected)
        XCTAssertEqual(try parse("GET /books/?a=1 HTTP/1.1\nHost: 127.0.0.1:8000\nRange: bytes=0-9\n\n"), expected)
        XCTAssertEqual(try parse("\r\nGET /books/?a=1 HTTP/1.1\r\nHost: 127.0.0.1:8000\r\nRange: bytes=0-9\r\n\r\n"), expected,
                       "an empty line before the request line is skipped")
    }

    func testRefusesWhatItCannotReadWithCertainty() {
        XCTAssertEqual(reason("\r\n\r\n"), "the request is empty")
        XCTAssertEqual(reason("GET /\r\n\r\n"), "the request line is not 'METHOD /path HTTP/1.1'")
        XCTAssertEqual(reason("GET  / HTTP/1.1\r\n\r\n"), "the request line is not 'METHOD /path HTTP/1.1'")
        XCTAssertEqual(reason("G(T / HTTP/1.1\r\n\r\n"), "the method is not a word")
        XCTAssertEqual(reason("GET /a\u{1}b HTTP/1.1\r\n\r\n"), "the path holds spaces, control characters or bytes outside ASCII")
        XCTAssertEqual(reason("GET /caf\u{E9} HTTP/1.1\r\n\r\n"), "the path holds spaces, control characters or bytes outside ASCII")
        XCTAssertEqual(reason("GET / HTTP/one\r\n\r\n"), "'HTTP/one' is not an HTTP version")
        XCTAssertEqual(reason("GET / HTTP/1.1\r\nHost 127.0.0.1\r\n\r\n"), "a header line is not 'Name: value'")
        XCTAssertEqual(reason("GET / HTTP/1.1\r\nHost : x\r\n\r\n"), "a header line is not 'Name: value'")
        XCTAssertEqual(reason("GET / HTTP/1.1\r\nA: b\r\n folded\r\n\r\n"), "a header line is not 'Name: value'")
        XCTAssertEqual(reason("GET / HTTP/1.1\r\nA: b\rc\r\n\r\n"), "a header value holds control characters")
        XCTAssertEqual(reason("GET / HTTP/1.1\r\nA: b\u{0}c\r\n\r\n"), "a header value holds control characters")
    }

    func testFindsTheEndOfTheHead() {
        XCTAssertEqual(RequestHead.end(in: Array("GET / HTTP/1.1\r\nHost: x\r\n\r\nbody".utf8)), 27)
        XCTAssertEqual(RequestHead.end(in: Array("GET / HTTP/1.1\nHost: x\n\nbody".utf8)), 24)
        XCTAssertEqual(RequestHead.end(in: Array("\r\n\r\nGET / HTTP/1.1\n\n".utf8)), 20, "leading empty lines do not end it")
        XCTAssertNil(RequestHead.end(in: Array("GET / HTTP/1.1\r\nHost: x\r\n".utf8)))
    }
}

import XCTest
@testable import Readalong

/// RFC 4180 reading, edge by edge.
final class ImportCSVReaderTests: XCTestCase {
    private func rows(_ text: String) throws -> [String] {
        try CSVReader.read(text).map { "\($0.line): " + $0.fields.map { "<\($0)>" }.joined(separator: ",") }
    }

    func testPlainAndQuotedFields() throws {
        XCTAssertEqual(try rows("a,b,c\n1,,3\n"), ["1: <a>,<b>,<c>", "2: <1>,<>,<3>"])
        XCTAssertEqual(try rows("\"a, b\",\"say \"\"hi\"\"\",\"\"\n"), ["1: <a, b>,<say \"hi\">,<>"])
    }

    func testLineBreaksInsideQuotesAndRecordLines() throws {
        XCTAssertEqual(try rows("t,n\n\"one\ntwo\",1\r\n\"x\r\ny\",2\nlast,3"),
                       ["1: <t>,<n>", "2: <one\ntwo>,<1>", "4: <x\r\ny>,<2>", "6: <last>,<3>"])
    }

    func testLineEndingsBOMAndBlankLines() throws {
        XCTAssertEqual(try rows("\u{FEFF}a,b\r\n1,2\r\n\r\n3,4\r5,6\r\n"),
                       ["1: <a>,<b>", "2: <1>,<2>", "4: <3>,<4>", "5: <5>,<6>"])
        XCTAssertEqual(try rows(""), [])
        XCTAssertEqual(try rows("a,"), ["1: <a>,<>"])
    }

    func testQuotesInsideUnquotedFieldsAreKept() throws {
        XCTAssertEqual(try rows("=\"9780439023481\",x y \"z\"\n"), ["1: <=\"9780439023481\">,<x y \"z\">"])
        XCTAssertEqual(try rows("\"=\"\"0439023483\"\"\",\"=\"\"\"\"\"\n"), ["1: <=\"0439023483\">,<=\"\">"])
    }

    func testMalformedQuotes() {
        XCTAssertThrowsError(try CSVReader.read("a,b\n\"open,\nstill open")) {
            XCTAssertEqual($0 as? CSVReader.Problem, .unterminatedQuote(line: 2))
        }
        XCTAssertThrowsError(try CSVReader.read("a\n\"x\"y,z")) {
            XCTAssertEqual($0 as? CSVReader.Problem, .textAfterQuote(line: 2))
        }
    }
}

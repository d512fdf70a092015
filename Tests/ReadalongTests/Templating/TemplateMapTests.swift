import XCTest
@testable import Readalong

final class TemplateMapTests: XCTestCase {
    func testNamesAreFoundByTheKeyATemplateHashedOnce() {
        var map = TemplateMap(["title": .text("T"), "count": .number(3)])
        XCTAssertEqual(map[TemplateKey("title")].map(text), "T")
        XCTAssertEqual(map[TemplateKey("count")].map(number), 3)
        XCTAssertNil(map[TemplateKey("titles")], "a longer name is another name")
        XCTAssertNil(map[TemplateKey("")])
        map[TemplateKey("title")] = .text("U")
        map[TemplateKey("count")] = nil
        XCTAssertEqual(map.names.sorted(), ["title"], "setting nil removes the name, setting again replaces the value")
        XCTAssertEqual(map[TemplateKey("title")].map(text), "U")
    }

    func testManyNamesEachFoundWhateverTheirHashOrder() {
        let names = (0..<300).map { "key\($0)" }
        let map = TemplateMap(Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, TemplateValue.number($0)) }))
        XCTAssertEqual(names.map { map[TemplateKey($0)].map(number) }, Array(0..<300))
        XCTAssertEqual(map.names.count, 300)
    }

    func testAddingKeepsBothAndTheOtherWins() {
        let base = TemplateMap(["site": .text("S"), "page": .text("old"), "t": .flag(true)])
        let own = TemplateMap(["page": .text("new"), "books": .list([])])
        let merged = base.adding(own)
        XCTAssertEqual(merged.names.sorted(), ["books", "page", "site", "t"])
        XCTAssertEqual(merged[TemplateKey("page")].map(text), "new")
        XCTAssertEqual(merged[TemplateKey("site")].map(text), "S")
        XCTAssertEqual(base[TemplateKey("page")].map(text), "old", "the map added to is left as it was")
    }

    func testTheKeyHashIsFNV1aOfTheUTF8() {
        XCTAssertEqual(TemplateKey("").hash, 0xcbf2_9ce4_8422_2325)
        XCTAssertEqual(TemplateKey("a").hash, 0xaf63_dc4c_8601_ec8c)
        XCTAssertNotEqual(TemplateKey("é").hash, TemplateKey("e").hash)
    }

    private func text(_ value: TemplateValue) -> String? {
        if case .text(let text) = value { return text } else { return nil }
    }

    private func number(_ value: TemplateValue) -> Int? {
        if case .number(let number) = value { return number } else { return nil }
    }
}

import Foundation
@testable import Readalong
import XCTest

/// Swift and `readalong.js` must turn a reader's page, percentage or time into the same
/// chapter, and a target into the same "up to p. L". This test works out, with
/// `ReadingProgress` and `EditionTable`, every conversion of the editions fixture's tables
/// (`scripts/quality/editions/site`) and compares it with `scripts/quality/editions/conversions.json`;
/// the editions browser gate (`editions_checks.py`) gives the same inputs to the room page's
/// controls in Chromium and compares the chapters the gate then shows with the same file.
/// After a deliberate change of the rules, run this test once with
/// `READALONG_WRITE_CONVERSIONS=1` to write the file again.
final class EditionConversionAgreementTests: XCTestCase {
    private static let quality = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scripts/quality/editions")

    /// Written forms a reader may type, tried in every edition: the forms the spec names,
    /// spacing, capitals, commas, and mistakes.
    static let odd = ["", " ", "p. 12", "  p. 12 ", "P.12", "p 12", "p.12", "+12", "p. +12", "p. -1", "p. -0", "12.5", "p. 1e2",
                      "62 %", "62%", "62,5 %", "0 %", "100 %", "100.5 %", "-5 %", ".5 %", "5. %", "% ", "1:60", "2:10", "2:10:30",
                      "0:27:10", "2:5", "1:2:3:4", ":10", "2 h 10 min", "2h10m", "2H10M", "45 min", "1h", "10s", "1h2m3s", "0",
                      "00", "2 h", "h", "2m10h", "abc", "p.", "12 pages", "\t33\t", "\u{a0}62\u{a0}%", "1 h 60 min", "9999999h",
                      "1:00", "1 h 10 min", "1h5m"]

    /// The chapter each input stands for in `table` (`nil`: not understood, not fitting the
    /// edition, or past its end), as the browser works it out.
    static func chapter(_ input: String, in table: EditionTable) -> Int? {
        guard let progress = ReadingProgress.parse(input) else { return nil }
        let position: Int?
        switch (progress, table.unit) {
        case (.page(let page), .page): position = page
        case (.time(let seconds), .time): position = seconds
        case (.percent(let percent), _): position = table.position(atPercent: percent)
        default: position = nil
        }
        guard let position, position <= (table.end ?? .max) else { return nil }
        return table.chapter(for: progress)
    }

    /// Every input tried in `table`: each page (bare and `p. N`) or every ten seconds, each
    /// half percent, and the odd forms.
    static func inputs(for table: EditionTable) -> [String] {
        let end = table.end ?? (table.starts.last ?? 0) + 1
        var inputs: [String] = []
        if table.unit == .page {
            for page in 0...end + 1 { inputs += ["\(page)", "p. \(page)"] }
        } else {
            for seconds in stride(from: 0, through: end + 10, by: 10) {
                inputs.append("\(seconds / 3600):\(Self.twoDigits(seconds / 60 % 60)):\(Self.twoDigits(seconds % 60))")
            }
        }
        for half in 0...200 { inputs.append(half % 2 == 0 ? "\(half / 2) %" : "\(half / 2).5 %") }
        return inputs + odd
    }

    private static func twoDigits(_ number: Int) -> String {
        number < 10 ? "0\(number)" : "\(number)"
    }

    /// The conversions of every edition with a table, as JSON with sorted keys.
    static func conversions(of book: Book) throws -> Data {
        var editions: [String: Any] = [:]
        for edition in book.editions {
            guard let table = edition.table else { continue }
            let chapters = inputs(for: table).map { input -> Any in chapter(input, in: table).map { $0 as Any } ?? NSNull() }
            editions[edition.id.value] = ["inputs": inputs(for: table), "chapters": chapters,
                                          "upTo": (1...table.chapterCount).map { table.endOfChapter($0) ?? -1 }]
        }
        return try JSONSerialization.data(withJSONObject: ["book": book.slug, "editions": editions], options: [.sortedKeys])
    }

    func testTheBrowsersConversionsFileIsSwiftsOwn() throws {
        let site = Self.quality.appendingPathComponent("site")
        let result = try ContentPipeline.check(fileSystem: DiskFileSystem(root: site.path),
                                               options: BuildOptions.english(clock: BuildClock(secondsSinceEpoch: 1_795_000_000)))
        XCTAssertEqual(result.errorCount, 0, "\(result.diagnostics)")
        let book = try XCTUnwrap(result.site?.books.first { $0.editions.contains { $0.table != nil } })
        let made = try Self.conversions(of: book)
        let file = Self.quality.appendingPathComponent("conversions.json")
        if ProcessInfo.processInfo.environment["READALONG_WRITE_CONVERSIONS"] == "1" { try made.write(to: file) }
        let kept = try Data(contentsOf: file)
        XCTAssertEqual(String(decoding: kept, as: UTF8.self), String(decoding: made, as: UTF8.self),
                       "the rules changed: run this test with READALONG_WRITE_CONVERSIONS=1, then the editions gate")
        // The file says something: chapters at every end of the spec's forms.
        let parsed = try XCTUnwrap(try JSONSerialization.jsonObject(with: kept) as? [String: Any])
        let penguin = try XCTUnwrap((parsed["editions"] as? [String: Any])?["penguin-2000"] as? [String: Any])
        let inputs = try XCTUnwrap(penguin["inputs"] as? [String])
        let chapters = try XCTUnwrap(penguin["chapters"] as? [Any])
        let table = Dictionary(zip(inputs, chapters), uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(table["p. 4"] as? Int, 0, "before chapter 1")
        XCTAssertEqual(table["p. 5"] as? Int, 1)
        XCTAssertEqual(table["p. 20"] as? Int, 1)
        XCTAssertEqual(table["21"] as? Int, 2)
        XCTAssertEqual(table["62 %"] as? Int, 4, "62 % of 112 pages is page ⌈69.44⌉ = 70, in chapter 4 (65–82)")
        XCTAssertTrue(table["113"] is NSNull, "past the end")
        XCTAssertTrue(table["2:10"] is NSNull, "a time in a printed edition")
        XCTAssertEqual(penguin["upTo"] as? [Int], [20, 40, 64, 82, 96, 112])
    }
}

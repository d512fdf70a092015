import XCTest
@testable import Readalong

/// The conversions between a reader's place in an edition and chapters, on the tables of
/// the editions fixture (`scripts/quality/editions/site/`), which the browser must match.
final class EditionTableTests: XCTestCase {
    /// Penguin paperback, 2000: 112 pages.
    private let paperback = EditionTable(unit: .page, starts: [5, 21, 41, 65, 83, 97], end: 112)
    /// Audiobook, 2011: 3h10m.
    private let audiobook = EditionTable(unit: .time, starts: [0, 1630, 3480, 5700, 7500, 9060], end: 11_400)

    func testAPageIsInTheChapterWhoseStartItHasPassed() {
        XCTAssertEqual([1, 4, 5, 20, 21, 64, 65, 97, 112, 500].map(paperback.chapter(at:)), [0, 0, 1, 1, 2, 3, 4, 6, 6, 6])
    }

    func testATimeIsInTheChapterPlayingThen() {
        XCTAssertEqual([0, 1629, 1630, 7800, 11_400].map(audiobook.chapter(at:)), [1, 1, 2, 5, 6])
    }

    func testAPercentageIsTheCeilingOfItsShareOfTheEdition() {
        XCTAssertEqual(paperback.position(atPercent: 62), 70)
        XCTAssertEqual(paperback.position(atPercent: 18), 21)
        XCTAssertEqual(paperback.position(atPercent: 0), 0)
        XCTAssertEqual(paperback.position(atPercent: 100), 112)
        XCTAssertNil(paperback.position(atPercent: 101))
        XCTAssertNil(EditionTable(unit: .page, starts: [1, 9], end: nil).position(atPercent: 50))
        XCTAssertEqual(paperback.chapter(for: .percent(62)), 4)
        XCTAssertEqual(audiobook.chapter(for: .percent(50)), 4)
    }

    func testProgressOfTheWrongKindDoesNotConvert() {
        XCTAssertEqual(paperback.chapter(for: .page(143)), 6)
        XCTAssertEqual(paperback.chapter(for: .page(40)), 2)
        XCTAssertNil(paperback.chapter(for: .time(600)))
        XCTAssertNil(audiobook.chapter(for: .page(40)))
        XCTAssertEqual(audiobook.chapter(for: .time(7800)), 5)
    }

    func testUpToAChapterEndsOnThePageBeforeTheNextOne() {
        XCTAssertEqual((0...7).map(paperback.endOfChapter), [nil, 20, 40, 64, 82, 96, 112, nil])
        XCTAssertEqual(audiobook.endOfChapter(2), 3480)
        XCTAssertEqual(audiobook.endOfChapter(6), 11_400)
        XCTAssertNil(EditionTable(unit: .page, starts: [1, 9], end: nil).endOfChapter(2))
    }

    func testReadersCanWriteProgressInTheirOwnWords() {
        let cases: [(String, ReadingProgress?)] = [
            ("143", .page(143)), ("p. 143", .page(143)), ("P.143", .page(143)), ("p 12", .page(12)),
            ("62 %", .percent(62)), ("62%", .percent(62)), ("12,5 %", .percent(12.5)), ("150 %", nil),
            ("2:10", .time(7800)), ("2:10:30", .time(7830)), ("2 h 10 min", .time(7800)), ("2h10m", .time(7800)),
            ("45 min", .time(2700)), ("2:75", nil), ("", nil), ("page", nil), ("-3", nil), ("p. x", nil),
        ]
        for (input, expected) in cases { XCTAssertEqual(ReadingProgress.parse(input), expected, input) }
    }

    func testAudiobookTimesAreWrittenWithUnitsInOrder() {
        let cases: [(String, Int?)] = [
            ("0", 0), ("0m", 0), ("14m30s", 870), ("1h2m3s", 3723), ("7h45m", 27_900), ("2h5m", 7500), ("90s", 90),
            ("", nil), ("h", nil), ("3m2h", nil), ("1h1h", nil), ("12", nil), ("1:20", nil), ("5 m", nil),
        ]
        for (text, expected) in cases { XCTAssertEqual(MediaTime.seconds(in: text), expected, text) }
    }
}

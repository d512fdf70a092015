@testable import Readalong
@testable import ReadalongServe
import XCTest

/// The preview's overlay puts the error the last change made first, apart from the
/// warnings (and errors) that were there before it.
final class PreviewReportTests: XCTestCase {
    private let oldWarnings = (1...12).map {
        Diagnostic(.contactDetail, at: SourceLocation(path: "content/news/a.md", line: $0, column: 1), .verbatim("old warning \($0)"))
    }
    private let newError = Diagnostic(.unknownMember, at: SourceLocation(path: "content/rooms/tardor/index.md", line: 3, column: 7),
                                      .verbatim("'host' names 'mrta', who is not a member"))

    private func report(_ history: DiagnosticHistory, _ diagnostics: [Diagnostic]) -> PreviewReport {
        let sorted = diagnostics.sortedForReport()
        return history.failed(sorted, formatted: HumanFormatter(colour: false).format(sorted, sources: [:]))
    }

    func testTheErrorOfTheLastChangeComesFirstAndOldWarningsApart() {
        let history = DiagnosticHistory()
        history.succeeded(oldWarnings)
        let moved = oldWarnings.map { Diagnostic($0.code, at: SourceLocation(path: $0.location.path, line: $0.location.line + 1, column: 1),
                                                 $0.text) }
        let report = report(history, moved + [newError])
        XCTAssertEqual(report.new, ["content/rooms/tardor/index.md:3:7: error[E022]: 'host' names 'mrta', who is not a member"])
        XCTAssertEqual(report.earlier.count, 12, "a warning whose line moved is still an old one")
        XCTAssertTrue(report.compared)

        let html = PageDecoration.decorate("<html><body><p>Page</p></body></html>", errors: report, language: .english)
        let error = try? XCTUnwrap(html.range(of: "error[E022]"))
        let warning = try? XCTUnwrap(html.range(of: "old warning 1"))
        XCTAssertLessThan(error!.lowerBound, warning!.lowerBound)
        XCTAssertTrue(html.contains("What the last change brought (1):"))
        XCTAssertTrue(html.contains("<details style=\"margin-top:.75rem\"><summary>Already there before the last change (12)</summary>"),
                      "old warnings are folded away while something new is an error")
    }

    func testErrorsComeBeforeWarningsInTheFirstBuild() {
        let report = report(DiagnosticHistory(), oldWarnings + [newError])
        XCTAssertFalse(report.compared)
        XCTAssertEqual(report.earlier, [])
        XCTAssertEqual(report.new.first, "content/rooms/tardor/index.md:3:7: error[E022]: 'host' names 'mrta', who is not a member")
        XCTAssertTrue(PageDecoration.decorate("<body></body>", errors: report, language: .english).contains("What this build found (13):"))
    }

    func testAnOldErrorIsShownOpenWhenTheLastChangeBroughtOnlyAWarning() {
        let history = DiagnosticHistory()
        _ = report(history, [newError])
        let report = report(history, [newError, oldWarnings[0]])
        XCTAssertEqual(report.new.count, 1)
        XCTAssertEqual(report.earlier.count, 1)
        XCTAssertTrue(PageDecoration.decorate("<body></body>", errors: report, language: .english).contains("<details open"))
    }
}

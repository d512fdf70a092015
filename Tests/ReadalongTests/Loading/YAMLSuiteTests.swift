import Foundation
@testable import Readalong
import XCTest
import Yams

/// Every case of the official YAML test suite, read as a content file (`case.yml`) is read:
/// a valid text gives the values of the suite's JSON (or of Yams's own composition when the
/// suite has no JSON), or is on the list of deliberate refusals below; an invalid text is
/// refused at a line and column. The suite lives outside the project, in
/// `../shared/realworld/yaml/`; without it the test is skipped.
final class YAMLSuiteTests: XCTestCase {
    /// Valid YAML that Readalong refuses on purpose, with the reason.
    static let deliberateRefusals: [String: String] = {
        let reasons: [(String, [String])] = [
            (severalDocuments, ["35KP", "5TYM", "6WLZ", "6XDY", "6ZKB", "7Z25", "9DXL", "9KAX", "9WXW", "JHB9", "KSS4",
                                "L383", "M7A3", "PUW8", "RZT7", "U9NS"]),
            ("a directive libyaml does not know (%TAG, a reserved one, %YAML 1.3, a comment in %TAG): content needs none",
             ["2LFX", "6LVF", "BEC7", "MUS6/05", "MUS6/06", "W4TN"]),
            ("a flow list or map libyaml cannot read (a key over several lines, `:` on the next line, empty or "
                + "adjacent keys, a plain value starting with `:` or `-`)",
             ["4ABK", "4MUZ/00", "4MUZ/01", "4MUZ/02", "58MP", "5MUD", "5T43", "9SA2", "CFD4", "DBG4", "FRK4", "HM87/00",
              "K3WX", "NJ66", "UT92", "VJP3/01"]),
            ("an empty or explicit (`?`) key of a form libyaml cannot read; content keys are plain names",
             ["2JQS", "6M2F", "M2N8/00", "NHX8", "NKF9", "S3PD", "SM9W/01", "UKK6/00"]),
            ("a tab between indicators or before a value, which libyaml refuses; the message asks for spaces",
             ["6BCT", "6CA3", "A2M4", "DK95/00", "DK95/03", "DK95/04", "Q5MG", "Y79Y/010"]),
            ("an anchor name with a character libyaml refuses (`:` or a non-letter)", ["2SXE", "8XYN", "W5VH"]),
            ("libyaml would read it wrongly (`?x` in brackets as a key, `&an:chor` cut at the colon): refused at the "
                + "place rather than misread", ["652Z", "HM87/01", "Y2GN"]),
            ("a block scalar at column 0 after `--- >`, which libyaml cannot read", ["DK3J", "FP8R"]),
            ("a stream with no node, only `...`, which libyaml refuses; an empty file is read as empty", ["HWV9", "QT73"]),
            ("the key [a, b] comes twice (the second time as the alias *a): a real duplicate, which the suite, "
                + "a parser test, does not look for", ["X38W"]),
        ]
        var byCase: [String: String] = [:]
        for (reason, cases) in reasons {
            for id in cases { byCase[id] = reason }
        }
        return byCase
    }()

    private static let severalDocuments = "a stream of several documents: a content file holds one, refused at the second"

    private struct Reading {
        let node: YAMLNode?
        let errors: [Diagnostic]
    }

    private func read(_ text: String) -> Reading {
        let log = DiagnosticLog()
        let document = SourceDocument.parse("case.yml", text: text, log: log)
        return Reading(node: document?.yaml, errors: log.entries.filter { $0.severity == .error })
    }

    func testEveryCaseOfTheSuite() throws {
        guard let suite = try YAMLSuiteCase.loadAll() else {
            throw XCTSkip("../shared/realworld/yaml/ is absent: the YAML suite is not run")
        }
        XCTAssertEqual(Set(Self.deliberateRefusals.keys).subtracting(suite.keys), [], "refusals of cases the suite lacks")
        var counts = (validAccepted: 0, validRefused: 0, invalidAccepted: 0, invalidRefused: 0)
        for (id, suiteCase) in suite.sorted(by: { $0.key < $1.key }) {
            let reading = read(suiteCase.yaml)
            if suiteCase.error {
                if let error = reading.errors.first {
                    counts.invalidRefused += 1
                    XCTAssertGreaterThan(error.location.line, 0, "\(id): \(error.message) is placed at a line")
                } else {
                    counts.invalidAccepted += 1
                    XCTFail("\(id) (\(suiteCase.name)) is invalid YAML but was accepted")
                }
                continue
            }
            if let error = reading.errors.first {
                counts.validRefused += 1
                XCTAssertFalse(error.message.contains("<uncovertable>"), "\(id): Yams's placeholder in \(error.message)")
                if Self.deliberateRefusals[id] == Self.severalDocuments {
                    XCTAssertTrue(error.message.contains("a second YAML document starts here"), "\(id): \(error.message)")
                } else if Self.deliberateRefusals[id] == nil {
                    XCTFail("\(id) (\(suiteCase.name)) is valid YAML but was refused: \(error.location.line):"
                        + "\(error.location.column): \(error.message)")
                }
                continue
            }
            counts.validAccepted += 1
            XCTAssertNil(Self.deliberateRefusals[id], "\(id) is accepted now: take it off the list of refusals")
            if let json = suiteCase.json, suiteCase.documentCount == 1 {
                let expected = try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8))
                XCTAssertTrue(reading.node.map { $0.means(expected) } ?? (expected == .null),
                              "\(id) (\(suiteCase.name)) is read as \(String(describing: reading.node)), not as \(json)")
            } else {
                let yams: Node?
                do {
                    yams = try Yams.compose(yaml: suiteCase.yaml)
                } catch {
                    XCTFail("\(id) (\(suiteCase.name)) is accepted, has no JSON and Yams refuses it: nothing to compare with")
                    continue
                }
                XCTAssertTrue(reading.node.map { node in yams.map { node.isComposition($0, firstLine: 1) } ?? false } ?? (yams == nil),
                              "\(id) (\(suiteCase.name)) is read as \(String(describing: reading.node)), not as Yams reads it")
            }
        }
        print("YAML suite: valid \(counts.validAccepted) accepted, \(counts.validRefused) refused; "
            + "invalid \(counts.invalidAccepted) accepted, \(counts.invalidRefused) refused")
    }
}

import XCTest
@testable import Readalong

/// The real exports of `../shared/realworld/whatsapp/` (taken unchanged from four parser
/// projects): each is read whole, or refused at the line that cannot be read.
final class WhatsAppRealExportsTests: XCTestCase {
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/realworld/whatsapp")

    /// Messages read from each export, or the code and line of its refusal; counted by
    /// hand from the source lines (notices left out).
    private static let expected: [String: String] = [
        "chatminer-test_bracketed_mmddyy_24hrs.txt": "7", "chatminer-test_ddmmyy_24hrs.txt": "7",
        "chatminer-test_mmddyy_24hrs.txt": "7", "chatminer-test_mmddyyyy_12hrs.txt": "7",
        "chatminer-test_yyyymmdd_24hrs.txt": "7", "pustur-attach1.txt": "1", "pustur-attach2.txt": "1",
        "pustur-attach3.txt": "1", "pustur-attach4.txt": "1", "pustur-empty.txt": "1", "pustur-format01.txt": "1",
        "pustur-format02.txt": "1", "pustur-format03.txt": "1", "pustur-format04.txt": "1", "pustur-format05.txt": "1",
        "pustur-format06.txt": "1", "pustur-format07.txt": "1", "pustur-format08.txt": "1", "pustur-format09.txt": "1",
        "pustur-format10.txt": "1", "pustur-format11.txt": "1", "pustur-format12.txt": "1", "pustur-multiline.txt": "1",
        "pustur-system.txt": "E125 line 1", "rwhatsapp-sample.txt": "7", "whatsr-englishandroid24h.txt": "42",
        "whatsr-englishandroidampm.txt": "E121 line 35", "whatsr-englishios24h.txt": "42",
        "whatsr-englishiosampm.txt": "42", "whatsr-germanandroid24h.txt": "E123 line 50",
        "whatsr-germanandroidampm.txt": "E121 line 35", "whatsr-germanios24h.txt": "E123 line 50",
        "whatsr-germaniosampm.txt": "42", "whatstk-lorem-2000.txt": "2000", "whatstk-lorem-merge-part1.txt": "300",
        "whatstk-lorem-merge-part2.txt": "300", "whatstk-lorem.txt": "500", "whatstk-pokemon.txt": "18",
    ]

    private func requireExports() throws {
        guard FileManager.default.fileExists(atPath: Self.folder.path) else {
            throw XCTSkip("\(Self.folder.path) is absent: the real exports are not on this machine")
        }
    }

    private func outcome(of name: String) throws -> String {
        let bytes = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        do {
            let text = try ImportInput.text([UInt8](bytes))
            let export = try WhatsAppExport.parse(text, siteLanguage: "es", requestedOrder: nil, zone: TimeZone(identifier: "UTC")!)
            return "\(export.messages.count)"
        } catch {
            guard let diagnostic = error.diagnostic(inExport: name) else { return "\(error)" }
            return "\(diagnostic.code.id) line \(diagnostic.location.line)"
        }
    }

    func testEveryRealExportIsReadWholeOrRefusedAtItsLine() throws {
        try requireExports()
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".txt") }.sorted()
        XCTAssertEqual(Set(names), Set(Self.expected.keys))
        for name in names { XCTAssertEqual(try outcome(of: name), Self.expected[name], name) }
    }

    func testTheFormatsOfPusturAllGiveTheSameMessage() throws {
        try requireExports()
        for number in 1...12 {
            let name = "pustur-format" + (number < 10 ? "0" : "") + "\(number).txt"
            let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
            let order: DateOrder? = number == 4 ? nil : .dayFirst
            let export = try WhatsAppExport.parse(text, siteLanguage: "es", requestedOrder: order, zone: TimeZone(identifier: "UTC")!)
            let message = try XCTUnwrap(export.messages.first, name)
            XCTAssertEqual("\(message.name): \(message.lines)", "a: [\"m\"]", name)
            let expected = [1, 2, 7, 8, 11, 12].contains(number) ? "2018-06-03 13:55" : "2018-06-13 21:25"
            XCTAssertEqual(message.time.description, expected, name)
        }
    }
}

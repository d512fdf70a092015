import Foundation
import Readalong

/// The JSON object `publish take-part --format json` prints: what was changed, or why
/// nothing was. Absent fields are left out; keys come out sorted and slashes unescaped.
struct TakePartJSON: Encodable {
    let ok: Bool
    var member: String?
    var action: String?
    var file: String?
    var changed: Bool?
    var summary: String?
    var added: [String]?
    var reason: String?
    var error: String?
    var hint: String?

    /// The object of a change that was made; a report names its reason.
    init(_ change: TakePartChange) {
        ok = true
        member = change.member
        action = change.submission.action.rawValue
        file = change.path
        changed = change.changesFile
        summary = change.summary
        added = change.added.map(\.path)
        if case .report(_, _, _, let reason) = change.submission { self.reason = reason }
    }

    /// The object of a refusal, its texts in `language`.
    init(refusal: TakePartError, language: ToolLanguage) {
        ok = false
        error = refusal.text.rendered(in: language)
        hint = refusal.hintText?.rendered(in: language)
    }

    /// The object on one line, with a line break after it.
    var line: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

@testable import Readalong

extension SiteFixture {
    /// The fixture's transcript, in the room `tardor`.
    static let chatPath = "content/rooms/tardor/chat/primera.md"

    /// Checks the fixture with its transcript replaced by `body` under `frontMatter` (by
    /// default the fixture's date and milestone), and other files changed as in `check`.
    static func checkChat(_ body: String, frontMatter: String = "date: 2026-11-12\nevent: debat-1",
                          extra: [String: String?] = [:]) throws -> CheckResult {
        var changes = extra
        changes[chatPath] = "---\n\(frontMatter)\n---\n\(body)"
        return try check(changes)
    }
}

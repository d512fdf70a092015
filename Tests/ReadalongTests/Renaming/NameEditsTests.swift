import XCTest
@testable import Readalong

/// Names are replaced as whole words at the places the parser found, and in `@/` links.
final class NameEditsTests: XCTestCase {
    private let edits = NameEdits(old: "joan", new: "joan-vila")

    func testTheWholeWordClosestToThePlaceIsReplaced() throws {
        let text = "18:03 joan: joan, joanet i joan-pere\nmembers: ['joan']\n"
        let result = try edits.replacing(at: [(1, 7), (2, 11)], in: text).get()
        XCTAssertEqual(result, "18:03 joan-vila: joan, joanet i joan-pere\nmembers: ['joan-vila']\n")
    }

    func testAPlaceWithoutTheNameFails() {
        guard case .failure(let missing) = edits.replacing(at: [(2, 1)], in: "host: marta\nmembers: >-\n  joan\n") else {
            return XCTFail("expected a failure")
        }
        XCTAssertEqual(missing.line, 2)
    }

    func testLinksToTheNameAndOnlyToItAreRewritten() {
        let text = "[a](@/members/joan.md) [b](<@/members/joan.md#x>) [c](@/members/joanet.md) [d](@/members/joan.mdx)"
        let result = edits.replacingLinks(of: .member, in: text)
        XCTAssertEqual(result.text, "[a](@/members/joan-vila.md) [b](<@/members/joan-vila.md#x>) [c](@/members/joanet.md) [d](@/members/joan.mdx)")
        XCTAssertEqual(result.count, 2)
        let rooms = NameEdits(old: "tardor", new: "hivern").replacingLinks(of: .room, in: "[a](@/rooms/tardor/) [b](@/rooms/tardor) [c](@/rooms/tardor-2/)")
        XCTAssertEqual(rooms.text, "[a](@/rooms/hivern/) [b](@/rooms/hivern) [c](@/rooms/tardor-2/)")
    }
}

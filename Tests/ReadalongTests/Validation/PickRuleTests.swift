import XCTest
@testable import Readalong

/// `content/picks/<slug>.md`: what loads, and every rule with its exact report. The
/// fixture's clock is 2026-11-22 12:00 UTC; the base pick closed on 2026-11-15.
final class PickRuleTests: XCTestCase {
    private let path = "content/picks/hivern.md"
    private let base = """
    title: Què llegim a l'hivern?
    opens: 2026-11-01
    closes: 2026-11-15
    candidates:
      - book: solitud
        by: marta
        note: Un clàssic.
      - book: nada
        by: joan
    ballots:
      marta: [solitud, nada]
      joan: [nada]
      anna: [solitud]
    room: tardor
    """

    private func pick(_ frontMatter: String, extra: [String: String?] = [:]) throws -> CheckResult {
        var changes = extra
        changes[path] = "---\n\(frontMatter)\n---\nVotem.\n"
        return try SiteFixture.check(changes)
    }

    private func pick(replacing old: String, with new: String) throws -> CheckResult {
        XCTAssertTrue(base.contains(old), "the base pick has no '\(old)'")
        return try pick(base.replacingOccurrences(of: old, with: new))
    }

    func testAValidPickLoadsAndCounts() throws {
        let result = try pick(base)
        XCTAssertDiagnostics(result, [])
        let loaded = try XCTUnwrap(result.site?.picks.first)
        XCTAssertEqual(loaded.title, "Què llegim a l'hivern?")
        XCTAssertEqual(loaded.method, .ranked)
        XCTAssertEqual(loaded.seats, 1)
        XCTAssertEqual(loaded.candidates.map(\.book.value), ["solitud", "nada"])
        XCTAssertEqual(loaded.candidates.map { $0.by?.value }, ["marta", "joan"])
        XCTAssertEqual(loaded.candidates.map(\.note), ["Un clàssic.", nil])
        XCTAssertEqual(loaded.ballots.map(\.voter.value), ["marta", "joan", "anna"])
        XCTAssertEqual(loaded.ballots.map { $0.choices.map(\.value) }, [["solitud", "nada"], ["nada"], ["solitud"]])
        XCTAssertEqual(loaded.room?.value, "tardor")
        XCTAssertFalse(loaded.publicBallots)
        XCTAssertEqual(loaded.opensAt, BuildClock.parseISO8601("2026-10-31T23:00:00Z"))
        // A date as `closes` keeps the vote open all that day.
        XCTAssertEqual(loaded.closesAt, BuildClock.parseISO8601("2026-11-15T23:00:00Z"))
        XCTAssertFalse(loaded.isClosed(at: BuildClock.parseISO8601("2026-11-15T22:59:59Z")!))
        XCTAssertTrue(loaded.isClosed(at: BuildClock.parseISO8601("2026-11-15T23:00:00Z")!))
        XCTAssertEqual(loaded.count().winners, ["solitud"])
    }

    func testRequiredKeys() throws {
        // Reports at one place come in the order of their messages.
        let missing = ["candidates", "closes", "opens", "title"].map {
            Report("E005 content/picks/hivern.md:1:1: required key '\($0)' is missing", hint: "add a line `\($0): …`")
        }
        XCTAssertReports(try pick("method: ranked"), missing)
    }

    func testClosesMustComeAfterOpens() throws {
        XCTAssertReports(try pick(replacing: "closes: 2026-11-15", with: "closes: 2026-10-31"), [Report(
            "E092 content/picks/hivern.md:4:9: the pick closes (2026-10-31) before it opens (2026-11-01)",
            hint: "'closes' must come after 'opens'; a date as 'closes' means the end of that day")])
        XCTAssertReports(try pick(replacing: "closes: 2026-11-15", with: "closes: 2026-11-01 00:00"), [Report(
            "E092 content/picks/hivern.md:4:9: the pick closes (2026-11-01 00:00) before it opens (2026-11-01)",
            hint: "'closes' must come after 'opens'; a date as 'closes' means the end of that day")])
        // A vote of one day: open from its start to its end.
        XCTAssertDiagnostics(try pick(replacing: "closes: 2026-11-15", with: "closes: 2026-11-01"), [])
    }

    func testMethodAndSeats() throws {
        XCTAssertReports(try pick(replacing: "room: tardor", with: "room: tardor\nmethod: ranking\nseats: 0"), [
            Report("E008 content/picks/hivern.md:16:9: 'method' must be one of ranked, approval, plurality, found 'ranking'",
                   hint: "use one of: ranked, approval, plurality"),
            Report("E018 content/picks/hivern.md:17:8: 'seats' must be at least 1, found 0", hint: nil),
        ])
        XCTAssertReports(try pick(replacing: "room: tardor", with: "seats: 3"), [Report(
            "E094 content/picks/hivern.md:15:8: 'seats' is 3 but there are only 2 candidates",
            hint: "lower seats to at most 2, or add candidates")])
        XCTAssertDiagnostics(try pick(replacing: "room: tardor", with: "seats: 2"), [])
    }

    func testAtLeastTwoCandidates() throws {
        XCTAssertReports(try pick(replacing: "  - book: nada\n    by: joan\n", with: ""), [
            Report("E093 content/picks/hivern.md:6:3: a pick needs at least two candidates, found 1",
                   hint: "add another `- book: slug` entry, or remove the pick"),
            Report("E096 content/picks/hivern.md:10:20: 'marta' votes for 'nada', which is not a candidate",
                   hint: "vote for one of: solitud"),
            Report("E096 content/picks/hivern.md:11:10: 'joan' votes for 'nada', which is not a candidate",
                   hint: "vote for one of: solitud"),
        ])
    }

    func testCandidatesAreKnownBooksOnceNominatedByMembers() throws {
        let result = try pick(replacing: "  - book: nada\n    by: joan\n",
                              with: "  - book: nada\n    by: jon\n  - book: solitud\n  - book: quadern\n    by: Pau Roca\n")
        XCTAssertReports(result, [
            Report("E022 content/picks/hivern.md:10:9: 'by' names 'jon', who is not a member", hint: "did you mean 'joan'?"),
            Report("E025 content/picks/hivern.md:11:11: 'solitud' is a candidate twice", hint: "remove the second entry"),
            Report("E021 content/picks/hivern.md:12:11: no book 'quadern' in content/books/",
                   hint: "create content/books/quadern.md or fix the slug"),
            Report("E022 content/picks/hivern.md:13:9: 'by' names 'Pau Roca', who is not a member",
                   hint: "write member handles (file names), not display names"),
        ])
    }

    func testACandidateIsAnEntryWithABook() throws {
        XCTAssertReports(try pick(replacing: "  - book: nada\n    by: joan\n", with: "  - nada\n  - by: joan\n    nota: x\n"), [
            Report("E093 content/picks/hivern.md:6:3: a pick needs at least two candidates, found 1",
                   hint: "add another `- book: slug` entry, or remove the pick"),
            Report("E004 content/picks/hivern.md:9:5: 'candidates' must be an entry with `book:` and `by:`, found text",
                   hint: "write each candidate as `- book: slug` with `by: handle` below it"),
            Report("E005 content/picks/hivern.md:10:5: required key 'book' is missing", hint: "add a line `book: …`"),
            Report("W001 content/picks/hivern.md:11:5: unknown key 'nota' in a candidate", hint: "did you mean 'note'?"),
            Report("E096 content/picks/hivern.md:13:20: 'marta' votes for 'nada', which is not a candidate",
                   hint: "vote for one of: solitud"),
            Report("E096 content/picks/hivern.md:14:10: 'joan' votes for 'nada', which is not a candidate",
                   hint: "vote for one of: solitud"),
        ])
    }

    func testVotersMustBeMembersVotingForCandidatesOnce() throws {
        let result = try pick(replacing: "  anna: [solitud]", with: "  anna: [solitud, solitud]\n  ghost: [nada]\n  pau: [quadern]")
        XCTAssertReports(result, [
            Report("E025 content/picks/hivern.md:14:19: 'solitud' is named twice in the ballot of 'anna'",
                   hint: "a ballot names each book once; remove the second"),
            Report("E022 content/picks/hivern.md:15:3: 'ballots' names 'ghost', who is not a member",
                   hint: "create content/members/ghost.md, or fix the handle; if ghost has left the club and the file was deleted, "
                       + "put it back with `left: YYYY-MM-DD` instead of removing the handle from past rooms"),
            Report("E096 content/picks/hivern.md:16:9: 'pau' votes for 'quadern', which is not a candidate",
                   hint: "vote for one of: solitud, nada"),
        ])
    }

    func testABallotIsAListOfSlugsOrOneSlug() throws {
        let result = try pick(replacing: "  anna: [solitud]", with: "  anna: solitud")
        XCTAssertDiagnostics(result, [])
        XCTAssertEqual(result.site?.picks.first?.ballots.last?.choices.map(\.value), ["solitud"])
    }

    func testAVoterHasOneBallot() throws {
        XCTAssertReports(try pick(replacing: "  anna: [solitud]", with: "  anna: [solitud]\n  marta: [nada]"), [Report(
            "E009 content/picks/hivern.md:15:3: key 'marta' is written twice",
            hint: "keep one of the two; the file is not read further until then")])
    }

    func testEmptyAndMalformedBallots() throws {
        XCTAssertReports(try pick(replacing: "  anna: [solitud]", with: "  anna:\n  pau: []\n  laia: {book: nada}"), [
            Report("E005 content/picks/hivern.md:14:3: the ballot of 'anna' is empty",
                   hint: "list the books they vote for, e.g. `anna: [slug]`, or remove the line"),
            Report("E005 content/picks/hivern.md:15:3: the ballot of 'pau' is empty",
                   hint: "list the books they vote for, e.g. `pau: [slug]`, or remove the line"),
            Report("E004 content/picks/hivern.md:16:9: 'ballots.laia' must be a list of book slugs, found a map of keys",
                   hint: "write the ballot as `laia: [slug, slug]`"),
        ])
    }

    func testAPluralityBallotHoldsOneBook() throws {
        XCTAssertReports(try pick(replacing: "room: tardor", with: "room: tardor\nmethod: plurality"), [Report(
            "E095 content/picks/hivern.md:12:20: the ballot of 'marta' names 2 books in a plurality vote",
            hint: "a plurality ballot holds one book; for several, use `method: approval` or `ranked`")])
        XCTAssertDiagnostics(try pick(replacing: "room: tardor", with: "room: tardor\nmethod: approval"), [])
    }

    func testTheRoomMustExist() throws {
        XCTAssertReports(try pick(replacing: "room: tardor", with: "room: hivern"), [Report(
            "E090 content/picks/hivern.md:15:7: no room 'hivern' in content/rooms/",
            hint: "write the name of a folder of content/rooms/")])
    }

    func testOnceClosedTheRoomReadsAChosenBook() throws {
        // anna now prefers nada: nada wins 2 to 1, and tardor reads solitud.
        let result = try pick(replacing: "  anna: [solitud]", with: "  anna: [nada]")
        XCTAssertReports(result, [Report(
            "E097 content/picks/hivern.md:15:7: the room 'tardor' reads 'solitud', but the pick chose 'nada'",
            hint: "set `book: nada` in content/rooms/tardor/index.md, or name the room that reads it")])
        // While the vote is open the result is unknown, and nothing is said.
        let open = base.replacingOccurrences(of: "  anna: [solitud]", with: "  anna: [nada]")
            .replacingOccurrences(of: "closes: 2026-11-15", with: "closes: 2026-11-30")
        XCTAssertDiagnostics(try pick(open), [])
    }

    func testARoomIsNotJudgedOnAPickWithErrors() throws {
        let result = try pick(replacing: "  anna: [solitud]", with: "  anna: [nada]\n  ghost: [nada]")
        XCTAssertDiagnostics(result, ["E022 content/picks/hivern.md:15:3"])
    }

    func testDraftsLoad() throws {
        let result = try pick(replacing: "room: tardor", with: "draft: true\npublic_ballots: true")
        XCTAssertDiagnostics(result, [])
        let loaded = try XCTUnwrap(result.site?.picks.first)
        XCTAssertTrue(loaded.draft)
        XCTAssertTrue(loaded.publicBallots)
        XCTAssertNil(loaded.room)
    }
}

import XCTest
@testable import Readalong

/// Counts worked out by hand, round by round.
final class CountingExampleTests: XCTestCase {
    private func ballots(_ groups: [(Int, [String])]) -> [[String]] {
        groups.flatMap { Array(repeating: $0.1, count: $0.0) }
    }

    private func round(_ tallies: KeyValuePairs<String, Int>, exhausted: Int = 0, elected: [String] = [],
                       eliminated: String? = nil, tieBreak: TieBreak? = nil) -> CountRound {
        CountRound(tallies: tallies.map { CountRound.Tally(book: $0.key, votes: $0.value) }, exhausted: exhausted,
                   elected: elected, eliminated: eliminated, tieBreak: tieBreak)
    }

    private func ranked(_ candidates: [String], _ ballots: [[String]], seats: Int = 1) -> PickCount {
        PickCounter.count(method: .ranked, seats: seats, candidates: candidates, ballots: ballots)
    }

    func testTheFewestLeaveAndTheirBallotsMoveOn() {
        // 9 ballots: no one has more than 4.5 at first; c's two ballots go to b, who then has 5.
        let count = ranked(["a", "b", "c"], ballots([(4, ["a", "b"]), (3, ["b", "c"]), (2, ["c", "b"])]))
        XCTAssertEqual(count.races, [CountRace(rounds: [
            round(["a": 4, "b": 3, "c": 2], eliminated: "c"),
            round(["a": 4, "b": 5], elected: ["b"]),
        ])])
        XCTAssertEqual(count.winners, ["b"])
        XCTAssertEqual(count.ballots, 9)
    }

    func testExhaustedBallotsNoLongerCountTowardsTheMajority() {
        // b and c tie on 2 with 2 first preferences each: c, later in the list, leaves. Its
        // ballots name nobody else, so 5 ballots still count and a's 3 are a majority.
        let count = ranked(["a", "b", "c"], ballots([(3, ["a"]), (2, ["b"]), (2, ["c"])]))
        XCTAssertEqual(count.races, [CountRace(rounds: [
            round(["a": 3, "b": 2, "c": 2], eliminated: "c", tieBreak: .candidateOrder),
            round(["a": 3, "b": 2], exhausted: 2, elected: ["a"]),
        ])])
    }

    func testATieForFewestGoesAgainstFewerFirstPreferences() {
        // After d leaves, b and c both have 4, but c had 3 first preferences to b's 4.
        let count = ranked(["a", "b", "c", "d"], ballots([(6, ["a"]), (4, ["b"]), (3, ["c"]), (1, ["d", "c"])]))
        XCTAssertEqual(count.races, [CountRace(rounds: [
            round(["a": 6, "b": 4, "c": 3, "d": 1], eliminated: "d"),
            round(["a": 6, "b": 4, "c": 4], eliminated: "c", tieBreak: .firstPreferences),
            round(["a": 6, "b": 4], exhausted: 4, elected: ["a"]),
        ])])
    }

    func testATieBetweenTheLastTwo() {
        let count = ranked(["a", "b"], [["a"], ["b"]])
        XCTAssertEqual(count.races, [CountRace(rounds: [
            round(["a": 1, "b": 1], eliminated: "b", tieBreak: .candidateOrder),
            round(["a": 1], exhausted: 1, elected: ["a"]),
        ])])
    }

    func testSeveralSeatsRunOneRaceEachWithoutTheWinnersSoFar() {
        // Race 1: c leaves; a and b tie on 5 and b had fewer first preferences (3 to 5).
        // Race 2, without a: the five [a, b] ballots now count for b.
        let count = ranked(["a", "b", "c"], ballots([(5, ["a", "b"]), (3, ["b"]), (2, ["c", "b"])]), seats: 2)
        XCTAssertEqual(count.races, [
            CountRace(rounds: [
                round(["a": 5, "b": 3, "c": 2], eliminated: "c"),
                round(["a": 5, "b": 5], eliminated: "b", tieBreak: .firstPreferences),
                round(["a": 5], exhausted: 5, elected: ["a"]),
            ]),
            CountRace(rounds: [round(["b": 8, "c": 2], elected: ["b"])]),
        ])
        XCTAssertEqual(count.winners, ["a", "b"])
    }

    func testNoBallotsElectsTheFirstCandidate() {
        let count = ranked(["a", "b", "c"], [])
        XCTAssertEqual(count.races, [CountRace(rounds: [
            round(["a": 0, "b": 0, "c": 0], eliminated: "c", tieBreak: .candidateOrder),
            round(["a": 0, "b": 0], eliminated: "b", tieBreak: .candidateOrder),
            round(["a": 0], elected: ["a"]),
        ])])
    }

    func testChoicesThatAreNotCandidatesOrRepeatedAreIgnored() {
        let count = ranked(["a", "b"], [["x", "b", "b"], ["a"], ["b", "a"]])
        XCTAssertEqual(count.races, [CountRace(rounds: [round(["a": 1, "b": 2], elected: ["b"])])])
    }

    func testNoSeatsChooseNothing() {
        for method in Pick.Method.allCases {
            XCTAssertEqual(PickCounter.count(method: method, seats: -1, candidates: ["a", "b"], ballots: [["a"]]).winners, [])
        }
        XCTAssertEqual(ranked(["a", "b"], [["a"]], seats: 0).races, [])
    }

    func testApprovalFillsTheSeatsWithTheMostApprovals() {
        let ballots = [["a", "b"], ["b", "c"], ["b"], ["c", "a"]]
        let one = PickCounter.count(method: .approval, seats: 1, candidates: ["a", "b", "c"], ballots: ballots)
        XCTAssertEqual(one.races, [CountRace(rounds: [round(["a": 2, "b": 3, "c": 2], elected: ["b"])])])
        // a and c tie for the second seat: a comes first in the candidates.
        let two = PickCounter.count(method: .approval, seats: 2, candidates: ["a", "b", "c"], ballots: ballots)
        XCTAssertEqual(two.races, [CountRace(rounds: [
            round(["a": 2, "b": 3, "c": 2], elected: ["b", "a"], tieBreak: .candidateOrder),
        ])])
        XCTAssertEqual(two.method, .approval)
    }

    func testPluralityCountsOneVoteABallot() {
        let count = PickCounter.count(method: .plurality, seats: 1, candidates: ["a", "b", "c"],
                                      ballots: [["a"], ["b"], ["b"], ["c"], []])
        XCTAssertEqual(count.races, [CountRace(rounds: [round(["a": 1, "b": 2, "c": 1], exhausted: 1, elected: ["b"])])])
        let tie = PickCounter.count(method: .plurality, seats: 1, candidates: ["a", "b"], ballots: [["b"], ["a"]])
        XCTAssertEqual(tie.winners, ["a"])
        XCTAssertEqual(tie.races.first?.rounds.first?.tieBreak, .candidateOrder)
    }
}

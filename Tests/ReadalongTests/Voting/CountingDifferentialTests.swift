import XCTest
@testable import Readalong

/// The engine against `ReferenceCount` on thousands of random ballot sets, seeded so that a
/// failure can be replayed: few candidates and few voters, so that ties of every kind are
/// common, with partial ballots, ballots that run out, and several seats.
final class CountingDifferentialTests: XCTestCase {
    /// SplitMix64: a small generator whose sequence is fixed by its seed.
    private struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
    }

    /// What the random sets covered, so that the test fails if they stop covering it.
    private struct Coverage {
        var sets = 0
        var tiesByFirstPreference = 0
        var tiesByOrder = 0
        var exhaustedRounds = 0
        var severalSeats = 0
        var emptyBallots = 0
    }

    private let books = ["nada", "solitud", "quadern", "mirall", "bearn", "canigo"]

    private func randomSet(method: Pick.Method, using generator: inout SeededGenerator)
        -> (candidates: [String], ballots: [[String]], seats: Int) {
        let candidates = Array(books.shuffled(using: &generator).prefix(Int.random(in: 2...books.count, using: &generator)))
        let voters = Int.random(in: 0...12, using: &generator)
        let ballots = (0..<voters).map { _ -> [String] in
            let order = candidates.shuffled(using: &generator)
            switch method {
            case .plurality: return Int.random(in: 0..<20, using: &generator) == 0 ? [] : [order[0]]
            case .approval, .ranked: return Array(order.prefix(Int.random(in: 0...candidates.count, using: &generator)))
            }
        }
        return (candidates, ballots, Int.random(in: 1...candidates.count, using: &generator))
    }

    private func compare(_ method: Pick.Method, sets: Int, seed: UInt64, coverage: inout Coverage) {
        var generator = SeededGenerator(state: seed)
        for index in 0..<sets {
            let (candidates, ballots, seats) = randomSet(method: method, using: &generator)
            let engine = PickCounter.count(method: method, seats: seats, candidates: candidates, ballots: ballots)
            let reference = ReferenceCount.count(method: method, seats: seats, candidates: candidates, ballots: ballots)
            XCTAssertEqual(ReferenceCount.view(engine), reference,
                           "\(method) set \(index) (seed \(seed)): candidates \(candidates), seats \(seats), ballots \(ballots)")
            XCTAssertEqual(engine.ballots, ballots.count)
            XCTAssertEqual(engine.winners.count, seats)
            XCTAssertEqual(Set(engine.winners).count, seats, "a book is chosen twice")
            let rounds = engine.races.flatMap(\.rounds)
            coverage.sets += 1
            coverage.tiesByFirstPreference += rounds.filter { $0.tieBreak == .firstPreferences }.count
            coverage.tiesByOrder += rounds.filter { $0.tieBreak == .candidateOrder }.count
            coverage.exhaustedRounds += rounds.filter { $0.exhausted > 0 }.count
            coverage.severalSeats += seats > 1 ? 1 : 0
            coverage.emptyBallots += ballots.filter(\.isEmpty).count
        }
    }

    func testRankedCountsAgreeWithTheReference() {
        var coverage = Coverage()
        compare(.ranked, sets: 4000, seed: 18, coverage: &coverage)
        XCTAssertEqual(coverage.sets, 4000)
        XCTAssertGreaterThan(coverage.tiesByFirstPreference, 200)
        XCTAssertGreaterThan(coverage.tiesByOrder, 1000)
        XCTAssertGreaterThan(coverage.exhaustedRounds, 1000)
        XCTAssertGreaterThan(coverage.severalSeats, 1000)
    }

    func testApprovalCountsAgreeWithTheReference() {
        var coverage = Coverage()
        compare(.approval, sets: 2000, seed: 1_800, coverage: &coverage)
        XCTAssertGreaterThan(coverage.tiesByOrder, 200)
        XCTAssertGreaterThan(coverage.severalSeats, 500)
    }

    func testPluralityCountsAgreeWithTheReference() {
        var coverage = Coverage()
        compare(.plurality, sets: 2000, seed: 180_000, coverage: &coverage)
        XCTAssertGreaterThan(coverage.tiesByOrder, 200)
        XCTAssertGreaterThan(coverage.emptyBallots, 50)
    }

    /// The reference really is a different count: a deliberately wrong tie-break (earlier
    /// candidate out) must disagree with it somewhere, or the comparison proves nothing.
    func testTheComparisonNoticesAWrongTieBreak() {
        var generator = SeededGenerator(state: 7)
        var disagreements = 0
        for _ in 0..<300 {
            let (candidates, ballots, seats) = randomSet(method: .ranked, using: &generator)
            let reversed = PickCounter.count(method: .ranked, seats: seats, candidates: candidates.reversed(), ballots: ballots)
            let reference = ReferenceCount.count(method: .ranked, seats: seats, candidates: candidates, ballots: ballots)
            if reversed.winners != reference.map({ $0.last!.elected[0] }) { disagreements += 1 }
        }
        XCTAssertGreaterThan(disagreements, 10)
    }
}

import Foundation

/// Counts of the work a build does that should be done once per fact: tests bind a value to
/// `BuildCounters.current` around a build and read the counts afterwards, to prove that no
/// stage works a fact out again. Nothing is counted when no value is bound (the CLI and the
/// preview), so counting costs a task-local look-up where it happens.
///
/// The binding follows the build's own threads: `parallelMap` carries it to its workers.
final class BuildCounters: @unchecked Sendable {
    /// The stages of a build, in order, as far as the counts tell them apart.
    enum Stage: Sendable, CaseIterable {
        /// Reading and parsing `content/`.
        case load
        /// The resolve stage (`SiteResolver`).
        case resolve
        /// The rules.
        case check
        /// Everything after the rules: publishing, planning, rendering, writing.
        case publish
    }

    /// What is counted.
    enum Work: Sendable, CaseIterable {
        /// A wall-clock time of the content placed in time (`ZoneClock.resolve`).
        case wallTime
        /// The first instant of a day found in a zone (`ZoneClock.startOfDay`).
        case dayStart
        /// A base calendar event made (`PublishedEvent`); members' calendars decorate copies.
        case calendarEvent
        /// A message rendered from Markdown to HTML (`PublishedMessage`).
        case messageRender
        /// libvips asked to be ready for pictures (`Vips.prepare`, or started in the background).
        case libvipsStart
    }

    /// The counts of the build running in this task or thread, when a test asked for them.
    @TaskLocal static var current: BuildCounters?
    /// The stage of the work of this task or thread when it runs beside the build's own
    /// stage (publishing started while the rules run); `nil` for the build's stage.
    @TaskLocal static var stageHere: Stage?

    /// The counters and stage of this thread, to carry to another.
    struct Binding: Sendable {
        let counters: BuildCounters?
        let stage: Stage?

        /// Runs `body` counting into the same counters, in the same stage.
        func run<T>(_ body: () throws -> T) rethrows -> T {
            guard let counters else { return try body() }
            return try BuildCounters.$current.withValue(counters) { try BuildCounters.$stageHere.withValue(stage, operation: body) }
        }
    }

    /// This thread's counters and stage, or `stage` when given.
    static func binding(stage: Stage? = nil) -> Binding {
        Binding(counters: current, stage: stage ?? stageHere)
    }

    private let lock = NSLock()
    private var stage = Stage.load
    private var counts: [Work: [Stage: Int]] = [:]

    /// Counts nothing yet; bind it with `BuildCounters.$current.withValue(_:operation:)`.
    init() {}

    /// How many times `work` was done in `stage`, or in the whole build.
    func count(of work: Work, in stage: Stage? = nil) -> Int {
        lock.lock()
        defer { lock.unlock() }
        let byStage = counts[work] ?? [:]
        return stage.map { byStage[$0, default: 0] } ?? byStage.values.reduce(0, +)
    }

    /// The stage the build of the bound counters starts now.
    static func enter(_ stage: Stage) {
        guard let counters = current else { return }
        counters.lock.lock()
        counters.stage = stage
        counters.lock.unlock()
    }

    /// Notes `work` done once, in the current stage.
    static func note(_ work: Work) {
        guard let counters = current else { return }
        counters.lock.lock()
        counters.counts[work, default: [:]][stageHere ?? counters.stage, default: 0] += 1
        counters.lock.unlock()
    }
}

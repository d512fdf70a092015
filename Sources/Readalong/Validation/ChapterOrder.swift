/// Finds the chapter targets that break the rule "targets never go backwards" and says how
/// to mend each one.
///
/// One wrong target (`1-49` for `1-4`) makes every later target look backwards when each is
/// only compared with the one before it. Instead, the longest run of targets that already
/// count up (in date order) is taken as right, and only the targets outside it are
/// reported, each with the range of chapters that would fit between its neighbours in that
/// run. When two runs are equally long, the earlier targets are the ones kept.
enum ChapterOrder {
    /// A numeric chapter target of an event, in date order.
    struct Target {
        let event: Event
        let bound: Int
    }

    /// Reports every target that breaks the order of `events` (already in date order).
    static func check(_ events: [Event], log: DiagnosticLog) {
        let targets = events.compactMap { event in event.chapters?.value.upperBound.map { Target(event: event, bound: $0) } }
        let kept = longestCountingUp(targets.map(\.bound)).sorted()
        for index in targets.indices where !kept.contains(index) {
            let before = kept.last { $0 < index }.map { targets[$0] }
            let after = kept.first { $0 > index }.map { targets[$0] }
            report(targets[index], before: before, after: after, log: log)
        }
    }

    private static func report(_ target: Target, before: Target?, after: Target?, log: DiagnosticLog) {
        guard let chapters = target.event.chapters else { return }
        let message: String
        let dates: String
        if let before, target.bound < before.bound {
            message = "the target '\(chapters.value)' goes back from chapter \(before.bound) (\(name(of: before.event)))"
            dates = writtenAfter(before.event, target.event) ? "; or check the dates: '\(before.event.id.value)' is written "
                + "after '\(target.event.id.value)' but dated before it" : ""
        } else if let after {
            message = "the target '\(chapters.value)' goes beyond chapter \(after.bound) of a later event (\(name(of: after.event)))"
            dates = writtenAfter(target.event, after.event) ? "; or check the dates: '\(after.event.id.value)' is written "
                + "before '\(target.event.id.value)' but dated after it" : ""
        } else {
            return
        }
        let fits: String
        switch (before?.bound, after?.bound) {
        case let (low?, high?) where low == high: fits = "use \(low) here"
        case let (low?, high?): fits = "use a chapter from \(low) to \(high) here"
        case let (low?, nil): fits = "use \(low) or more here"
        case let (nil, high?): fits = "use \(high) or less here"
        case (nil, nil): return
        }
        log.report(.chaptersBackwards, at: chapters.location, message,
                   hint: "a target is the last chapter read by its date, so targets count up in date order; " + fits + dates)
    }

    /// Whether `first` is written below `second` in the file.
    private static func writtenAfter(_ first: Event, _ second: Event) -> Bool {
        first.entryLocation.line > second.entryLocation.line
    }

    private static func name(of event: Event) -> String {
        "'\(event.id.value)', \(event.time.value.date)"
    }

    /// The indices of a longest non-decreasing subsequence of `bounds`, preferring earlier
    /// indices among equally long ones.
    static func longestCountingUp(_ bounds: [Int]) -> Set<Int> {
        // longest[i]: length of the longest run that starts at i and counts up.
        var longest = [Int](repeating: 1, count: bounds.count)
        for i in bounds.indices.reversed() {
            for j in (i + 1)..<bounds.count where bounds[j] >= bounds[i] {
                longest[i] = max(longest[i], longest[j] + 1)
            }
        }
        var kept = Set<Int>()
        var remaining = longest.max() ?? 0
        var floor = Int.min
        for i in bounds.indices where remaining > 0 && bounds[i] >= floor && longest[i] == remaining {
            kept.insert(i)
            floor = bounds[i]
            remaining -= 1
        }
        return kept
    }
}

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
        let message: ToolText
        var dates: ToolText?
        if let before, target.bound < before.bound {
            message = ToolText("chapters.goesBack", ["target": "\(chapters.value)", "chapter": "\(before.bound)",
                                                     "id": before.event.id.value, "date": "\(before.event.time.value.date)"])
            if writtenAfter(before.event, target.event) {
                dates = ToolText("chapters.writtenAfter", ["earlier": before.event.id.value, "later": target.event.id.value])
            }
        } else if let after {
            message = ToolText("chapters.goesBeyond", ["target": "\(chapters.value)", "chapter": "\(after.bound)",
                                                       "id": after.event.id.value, "date": "\(after.event.time.value.date)"])
            if writtenAfter(target.event, after.event) {
                dates = ToolText("chapters.writtenBefore", ["later": after.event.id.value, "earlier": target.event.id.value])
            }
        } else {
            return
        }
        let fits: ToolText
        switch (before?.bound, after?.bound) {
        case let (low?, high?) where low == high: fits = ToolText("chapters.fits.exactly", ["low": "\(low)"])
        case let (low?, high?): fits = ToolText("chapters.fits.between", ["low": "\(low)", "high": "\(high)"])
        case let (low?, nil): fits = ToolText("chapters.fits.atLeast", ["low": "\(low)"])
        case let (nil, high?): fits = ToolText("chapters.fits.atMost", ["high": "\(high)"])
        case (nil, nil): return
        }
        let hint = dates.map { ToolText("chapters.order.hint.dates", texts: ["fits": fits, "dates": $0]) }
            ?? ToolText("chapters.order.hint", texts: ["fits": fits])
        log.report(.chaptersBackwards, at: chapters.location, message, hint: hint)
    }

    /// Whether `first` is written below `second` in the file.
    private static func writtenAfter(_ first: Event, _ second: Event) -> Bool {
        first.entryLocation.line > second.entryLocation.line
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

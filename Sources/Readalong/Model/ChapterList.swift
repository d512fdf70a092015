/// Chapter numbers written for a reader: `3, 7-9, 12`.
enum ChapterList {
    /// Sorted distinct chapters, runs of consecutive ones joined with a hyphen.
    static func text(_ chapters: [Int]) -> String {
        var runs: [(Int, Int)] = []
        for chapter in chapters {
            if let last = runs.last, chapter == last.1 + 1 { runs[runs.count - 1].1 = chapter } else { runs.append((chapter, chapter)) }
        }
        return runs.map { $0.0 == $0.1 ? "\($0.0)" : "\($0.0)-\($0.1)" }.joined(separator: ", ")
    }
}

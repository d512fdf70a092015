/// The chapter flag of a message line, `[ch 12]` or `[ch 12-14]`: the chapters the message
/// talks about, in the numbering of the schedule's chapter targets.
enum ChapterFlag {
    /// The chapters of a flag, or `nil` after reporting why they cannot be read.
    static func parse(_ written: Substring, at location: SourceLocation, log: DiagnosticLog) -> ClosedRange<Int>? {
        let text = written.trimmingCharacters(in: .whitespaces)
        switch ChapterTarget.parse(text) {
        case .chapter(let number): return number...number
        case .range(let low, let high): return low...high
        case .text:
            if let (high, low) = ChapterTarget.reversedRange(text) {
                log.report(.chapterFlag, at: location, ToolText("chapterFlag.backwards", ["range": text]),
                           hint: ToolText("chapterFlag.backwards.hint", ["range": "\(low)-\(high)"]))
            } else {
                log.report(.chapterFlag, at: location,
                           text.isEmpty ? ToolText("chapterFlag.empty") : ToolText("chapterFlag.notNumber", ["flag": text]),
                           hint: ToolText("chapterFlag.hint"))
            }
            return nil
        }
    }
}

/// A message flagged `[ch N]` beyond the chapters its discussion covers: readers who have
/// reached the milestone's target would still be spoiled by it, so the flag or the
/// transcript's `event` is probably wrong. Free-text targets are not compared.
enum ChapterFlagRule {
    static func check(_ room: Room) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for transcript in room.transcripts.loaded {
            guard let event = transcript.scheduledEvent, let target = event.chapters?.value,
                  let last = target.upperBound else { continue }
            let id = event.id.value
            for message in transcript.messages {
                guard let flag = message.chapters, flag.value.upperBound > last else { continue }
                let written = flag.value.count == 1 ? "\(flag.value.lowerBound)" : "\(flag.value.lowerBound)-\(flag.value.upperBound)"
                diagnostics.append(Diagnostic(.chapterBeyondMilestone, at: flag.location,
                                              ToolText("chapterFlag.beyond", ["chapter": written, "target": "\(target)"]),
                                              hint: ToolText("chapterFlag.beyond.hint", ["id": id, "last": "\(last)"])))
            }
        }
        return diagnostics
    }
}

/// A room without `schedule.yml` is being planned: it has no dates, so nothing can have been
/// said in it yet. Each transcript it holds is an error (E087) until the schedule is added.
enum PlannedRoomRule {
    static func check(_ room: Room) -> [Diagnostic] {
        let log = DiagnosticLog()
        guard room.planned else { return [] }
        let folder = room.path.hasSuffix("/index.md") ? String(room.path.dropLast("/index.md".count)) : room.path
        for transcript in room.transcripts.loaded {
            log.report(.transcriptInPlannedRoom, at: .file(transcript.path),
                       ToolText("room.plannedTranscript", ["room": room.slug]),
                       hint: ToolText("room.plannedTranscript.hint", ["folder": folder]))
        }
        return log.entries
    }
}

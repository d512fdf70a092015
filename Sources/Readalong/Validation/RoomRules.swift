/// The rules of one resolved room, run in parallel with the other rooms': its schedule,
/// the identity of its meetings, a planned room's chats, and its transcripts.
enum RoomRules {
    static func check(_ room: Room, members: [String: Member], options: BuildOptions) -> [Diagnostic] {
        let log = DiagnosticLog()
        if let schedule = room.schedule { log.append(contentsOf: ScheduleRules.check(schedule)) }
        EventIdentityRule.check(room, now: options.clock.now, includeDrafts: options.includeDrafts, log: log)
        PlannedRoomRule.check(room, log: log)
        log.append(contentsOf: TranscriptRules.check(room, members: members))
        return log.entries
    }
}

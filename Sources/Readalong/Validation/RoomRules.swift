/// The rules of one resolved room: its schedule, the identity of its meetings and the answers to them, a planned
/// room's chats, and its transcripts.
enum RoomRules {
    static func check(_ room: Room, members: [String: Member], options: BuildOptions) -> [Diagnostic] {
        (room.schedule.map(ScheduleRules.check) ?? [])
            + EventIdentityRule.check(room, now: options.clock.now, includeDrafts: options.includeDrafts)
            + PlannedRoomRule.check(room)
            + TranscriptRules.check(room, members: members)
            + ChapterFlagRule.check(room)
            + EventAnswerRule.check(room)
    }
}

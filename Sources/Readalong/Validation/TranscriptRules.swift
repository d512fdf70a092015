import Foundation

/// Transcript rules that need the room: senders and voters in the roster, the milestone
/// event, message times that exist and fall within the room's dates, and (in anonymous
/// rooms) messages that name members. Orders the transcripts by their first message.
enum TranscriptRules {
    /// Messages this long after the room's end are suspicious.
    static let graceAfterEnd = 30 * 86_400

    static func check(_ room: Room, members: [String: Member], siteZone: TimeZone, log: DiagnosticLog) -> [Transcript] {
        let roster = room.roster
        let rosterSet = Set(roster)
        // A sender close to a misspelt roster entry is the same mistake, already reported
        // in the room's index.md.
        let unknownInRoster = roster.filter { members[$0] == nil }
        let eventIDs = room.schedule.map { Set($0.events.map(\.id.value)).union($0.unreadableEventIDs) }
        let mentions = room.anonymous ? MentionFinder(room: room, members: members) : nil
        let outsiders = TranscriptOutsiders(roster: roster, members: members, renames: MemberRename(members: members))
        var clocks: [String: ZoneClock] = [:]
        var ordered: [(first: Int, transcript: Transcript)] = []
        for transcript in room.transcripts {
            if let event = transcript.event, let eventIDs, !eventIDs.contains(event.value) {
                log.report(.unknownEvent, at: event.location, "the schedule has no event '\(event.value)'",
                           hint: Suggestion.hint(for: event.value, in: eventIDs.sorted())
                               ?? "use the id of one of the room's schedule events")
            }
            let zone = transcript.timeZone ?? room.schedule?.timeZone ?? siteZone
            let clock = clocks[zone.identifier] ?? ZoneClock(zone: zone)
            clocks[zone.identifier] = clock
            var first: Int?
            var tally = HandleTally<TranscriptOutsiders.Use>()
            for message in transcript.messages {
                if !rosterSet.contains(message.sender.value),
                   Suggestion.closest(to: message.sender.value, in: unknownInRoster) == nil {
                    tally.add(message.sender.value, at: message.sender.location, as: .message)
                }
                let instant = checkTime(message, clock: clock, room: room, log: log)
                first = first ?? instant
                mentions?.check(message, log: log)
            }
            checkPolls(transcript, roster: rosterSet, unknownInRoster: unknownInRoster, tally: &tally, log: log)
            outsiders.report(tally, log: log)
            ordered.append((first ?? transcript.date.daysSinceEpoch * 86_400, transcript))
        }
        return ordered.sorted { ($0.first, $0.transcript.name) < ($1.first, $1.transcript.name) }.map(\.transcript)
    }

    /// The message's instant, after reporting daylight-saving problems and dates outside the room.
    private static func checkTime(_ message: Message, clock: ZoneClock, room: Room, log: DiagnosticLog) -> Int {
        let location = SourceLocation(path: message.sender.location.path, line: message.line, column: 1)
        let resolution = clock.resolve(message.time)
        switch resolution {
        case .skipped:
            log.report(.nonexistentTime, at: location,
                       "\(message.time) does not exist in \(clock.zone.identifier): the clocks skip that hour",
                       hint: "check the time; the clocks jump forward that night")
        case .ambiguous:
            log.report(.ambiguousTime, at: location,
                       "\(message.time) happens twice in \(clock.zone.identifier); the first is used",
                       hint: "this is only a warning: the clocks go back that night")
        case .unique:
            break
        }
        let instant = resolution.instant
        if let span = room.schedule?.span {
            if instant < span.start {
                log.report(.messageOutsideRoom, at: location, "this message (\(message.time)) is before the room starts",
                           hint: "check the transcript's date and day lines")
            } else if instant > span.end + graceAfterEnd {
                log.report(.messageOutsideRoom, at: location,
                           "this message (\(message.time)) is more than 30 days after the room ends",
                           hint: "check the transcript's date and day lines")
            }
        }
        return instant
    }

    /// Reports double votes; votes by people outside the room go to `tally`.
    private static func checkPolls(_ transcript: Transcript, roster: Set<String>, unknownInRoster: [String],
                                   tally: inout HandleTally<TranscriptOutsiders.Use>, log: DiagnosticLog) {
        for poll in transcript.polls {
            var voted = Set<String>()
            for option in poll.options {
                for vote in option.votes {
                    if !roster.contains(vote.value) {
                        // A voter close to a misspelt roster entry is that mistake, reported in index.md.
                        guard Suggestion.closest(to: vote.value, in: unknownInRoster) == nil else { continue }
                        tally.add(vote.value, at: vote.location, as: .vote)
                    } else if !voted.insert(vote.value).inserted, !poll.multiple {
                        log.report(.doubleVote, at: vote.location, "'\(vote.value)' votes more than once in \"\(poll.question)\"",
                                   hint: "keep one vote, or set `multiple: true` on the poll")
                    }
                }
            }
        }
    }
}

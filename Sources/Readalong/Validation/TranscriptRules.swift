import Foundation

/// Transcript rules that need the room: senders and voters in the roster, the milestone
/// event, message times that exist and fall within the room's dates, and (in anonymous
/// rooms) messages that name members.
enum TranscriptRules {
    /// Messages this long after the room's end are suspicious.
    static let graceAfterEnd = 30 * 86_400

    /// The problems of the transcripts the build read (none for chats kept from the last build).
    static func check(_ room: Room, members: [String: Member]) -> [Diagnostic] {
        let log = DiagnosticLog()
        let roster = room.roster
        let rosterSet = Set(roster)
        // A sender close to a misspelt roster entry is the same mistake, already reported
        // in the room's index.md.
        let unknownInRoster = roster.filter { members[$0] == nil }
        let eventIDs = room.schedule.map { Set($0.events.map(\.id.value)).union($0.unreadableEventIDs) }
        let mentions = room.anonymous ? MentionFinder(room: room, members: members) : nil
        let outsiders = TranscriptOutsiders(roster: roster, members: members, renames: MemberRename(members: members))
        for transcript in room.transcripts.loaded {
            if let event = transcript.event, let eventIDs, !eventIDs.contains(event.value) {
                log.report(.unknownEvent, at: event.location, ToolText("transcript.unknownEvent", ["event": event.value]),
                           hint: Suggestion.hint(for: event.value, in: eventIDs.sorted())
                               ?? ToolText("transcript.unknownEvent.hint"))
            }
            var tally = HandleTally<TranscriptOutsiders.Use>()
            var latest: (instant: Int, message: Message)?
            for (index, (message, resolution)) in zip(transcript.messages, transcript.resolutions).enumerated() {
                if !rosterSet.contains(message.sender.value),
                   Suggestion.closest(to: message.sender.value, in: unknownInRoster) == nil {
                    tally.add(message.sender.value, at: message.sender.location, as: .message)
                }
                let instant = resolution.instant
                let backwards = latest.map { instant < $0.instant } ?? false
                if let latest, backwards {
                    reportBackwards(message, at: instant, after: latest, secondPass: transcript.secondPasses[index], log: log)
                } else {
                    latest = (instant, message)
                }
                // A repeated time already reported as going backwards needs no second word.
                checkTime(message, resolution: backwards ? .unique(instant) : resolution, zone: transcript.zone, room: room, log: log)
            }
            transcript.visibleMessages.forEach { mentions?.check($0, log: log) }
            checkPolls(transcript, roster: rosterSet, unknownInRoster: unknownInRoster, tally: &tally, log: log)
            outsiders.report(tally, log: log)
        }
        return log.entries
    }

    /// Messages are compared as instants: wall times in the zone, unless an offset was written.
    /// `secondPass` is the later instant of a wall time the zone lives twice.
    private static func reportBackwards(_ message: Message, at instant: Int, after previous: (instant: Int, message: Message),
                                        secondPass: Int?, log: DiagnosticLog) {
        let hint: ToolText
        if let later = secondPass {
            let time = TimeOfDay.format(message.time.secondOfDay)
            hint = ToolText("transcript.secondPass.hint", ["time": time,
                                                           "written": time + UTCOffset.format(message.time.secondsAsUTC - later)])
        } else {
            hint = TranscriptLines.orderHint(step: previous.instant - instant,
                                             nextDay: message.time.date.next.description)
        }
        log.report(.timeBackwards, at: SourceLocation(path: message.sender.location.path, line: message.line, column: 1),
                   ToolText("transcript.timeBackwards", ["time": message.writtenTime, "previous": previous.message.writtenTime]),
                   hint: hint)
    }

    /// Reports daylight-saving problems and dates outside the room.
    private static func checkTime(_ message: Message, resolution: ZoneClock.Resolution, zone: TimeZone, room: Room,
                                  log: DiagnosticLog) {
        let location = SourceLocation(path: message.sender.location.path, line: message.line, column: 1)
        switch resolution {
        case .skipped:
            log.report(.nonexistentTime, at: location,
                       ToolText("event.skipped", ["time": "\(message.time)", "zone": zone.identifier]),
                       hint: ToolText("transcript.skipped.hint"))
        case .ambiguous:
            log.report(.ambiguousTime, at: location,
                       ToolText("transcript.repeated", ["time": "\(message.time)", "zone": zone.identifier]),
                       hint: ToolText("transcript.repeated.hint", ["written": TimeOfDay.format(message.time.secondOfDay)
                                                                    + UTCOffset.format(message.time.secondsAsUTC - resolution.instant)]))
        case .unique:
            break
        }
        let instant = resolution.instant
        if let span = room.schedule?.span {
            if instant < span.start {
                log.report(.messageOutsideRoom, at: location, ToolText("transcript.beforeRoom", ["time": "\(message.time)"]),
                           hint: ToolText("transcript.outsideRoom.hint"))
            } else if instant > span.end + graceAfterEnd {
                log.report(.messageOutsideRoom, at: location,
                           ToolText("transcript.afterRoom", ["time": "\(message.time)"]),
                           hint: ToolText("transcript.outsideRoom.hint"))
            }
        }
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
                        log.report(.doubleVote, at: vote.location, ToolText("poll.doubleVote", ["handle": vote.value, "question": poll.question]),
                                   hint: ToolText("poll.doubleVote.hint"))
                    }
                }
            }
        }
    }
}

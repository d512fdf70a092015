import Foundation

/// The local times of schedules, news items and picks, as the resolve stage placed them in
/// their zone: one the clocks skip is an error (E034), one they repeat a warning (W004, the
/// first is used); and a pick must close after it opens (E092). (A message's time is
/// checked with the messages around it, by `TranscriptRules`.)
enum MomentRules {
    static func check(_ site: ResolvedSite) -> [Diagnostic] {
        let log = DiagnosticLog()
        for schedule in site.rooms.compactMap(\.schedule) {
            schedule.events.forEach { reportTime(of: $0, zone: schedule.timeZone, log: log) }
        }
        let zone = site.config?.timeZone ?? .gmt
        for item in site.news {
            report(item.date, key: "date", resolution: item.resolution, zone: zone, log: log)
        }
        for pick in site.picks {
            report(pick.opens, key: "opens", resolution: pick.opensResolution, zone: zone, log: log)
            report(pick.closes, key: "closes", resolution: pick.closesResolution, zone: zone, log: log)
            if pick.closesAt <= pick.opensAt {
                log.report(.closesBeforeOpens, at: pick.closes.location,
                           "the pick closes (\(describe(pick.closes.value))) before it opens (\(describe(pick.opens.value)))",
                           hint: "'closes' must come after 'opens'; a date as 'closes' means the end of that day")
            }
        }
        return log.entries
    }

    /// An event's local time the clocks skip is an error; one they pass twice, a warning.
    private static func reportTime(of event: Event, zone: TimeZone, log: DiagnosticLog) {
        guard case .local(let local) = event.time.value, let resolution = event.resolution else { return }
        switch resolution {
        case .skipped:
            log.report(.nonexistentTime, at: event.time.location,
                       "\(local) does not exist in \(zone.identifier): the clocks skip that hour",
                       hint: "choose a time outside the daylight-saving change")
        case .ambiguous(let earlier, let later):
            let time = "\(local.date)T\(TimeOfDay.format(local.secondOfDay))"
            log.report(.ambiguousTime, at: event.time.location,
                       "\(local) happens twice in \(zone.identifier): the clocks go back that night; the first is used",
                       hint: "write the offset you mean: \(time)\(UTCOffset.format(local.secondsAsUTC - earlier)) "
                           + "or \(time)\(UTCOffset.format(local.secondsAsUTC - later))")
        case .unique:
            break
        }
    }

    /// The same for a news item's or a pick's field `key`.
    private static func report(_ time: Located<EventTime>, key: String, resolution: ZoneClock.Resolution?, zone: TimeZone,
                               log: DiagnosticLog) {
        guard case .local(let local) = time.value, let resolution else { return }
        switch resolution {
        case .skipped:
            log.report(.nonexistentTime, at: time.location,
                       "'\(key)': \(local) never happens in \(zone.identifier), the clocks jump forward over it",
                       hint: "pick a time an hour later or earlier")
        case .ambiguous:
            log.report(.ambiguousTime, at: time.location,
                       "'\(key)': \(local) happens twice in \(zone.identifier); the earlier one is meant",
                       hint: "add the UTC offset you mean after the time, e.g. +02:00")
        case .unique:
            break
        }
    }

    private static func describe(_ time: EventTime) -> String {
        switch time {
        case .allDay(let date): return "\(date)"
        case .local(let local): return "\(local)"
        case .offset(let local, let offset): return "\(local)\(UTCOffset.format(offset))"
        }
    }
}

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
                           ToolText("pick.closesBeforeOpens", ["closes": describe(pick.closes.value), "opens": describe(pick.opens.value)]),
                           hint: ToolText("pick.closesBeforeOpens.hint"))
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
                       ToolText("event.skipped", ["time": "\(local)", "zone": zone.identifier]),
                       hint: ToolText("event.skipped.hint"))
        case .ambiguous(let earlier, let later):
            let time = "\(local.date)T\(TimeOfDay.format(local.secondOfDay))"
            log.report(.ambiguousTime, at: event.time.location,
                       ToolText("event.repeated", ["time": "\(local)", "zone": zone.identifier]),
                       hint: ToolText("event.repeated.hint", ["first": time + UTCOffset.format(local.secondsAsUTC - earlier),
                                                               "second": time + UTCOffset.format(local.secondsAsUTC - later)]))
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
                       ToolText("moment.skipped", ["key": key, "time": "\(local)", "zone": zone.identifier]),
                       hint: ToolText("moment.skipped.hint"))
        case .ambiguous:
            log.report(.ambiguousTime, at: time.location,
                       ToolText("moment.repeated", ["key": key, "time": "\(local)", "zone": zone.identifier]),
                       hint: ToolText("moment.repeated.hint"))
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

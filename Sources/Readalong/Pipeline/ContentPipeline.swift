import Foundation

/// The front of the pipeline: load, parse and validate a site.
public enum ContentPipeline {
    /// Loads the site's `content/` and checks every rule of the content specification.
    ///
    /// Content problems come back as diagnostics; only file-system failures throw.
    public static func check(fileSystem: FileSystem, options: BuildOptions) throws -> CheckResult {
        try check(fileSystem: fileSystem, options: options, keeping: [])
    }

    /// Checks the site without reading the transcripts of the rooms in `keeping`: those rooms
    /// come back with no transcripts, and no rule about them is checked. Only for rebuilds
    /// that know from the last build that these transcripts are unchanged and passed. Images
    /// whose bytes `images` has seen are not opened again.
    static func check(fileSystem: FileSystem, options: BuildOptions, keeping: Set<String>,
                      images memory: ImageCheckMemory = ImageCheckMemory()) throws -> CheckResult {
        let log = DiagnosticLog()
        var timings = StageTimings()
        var parsed = try ContentLoader.load(from: fileSystem, log: log, keeping: keeping)
        timings.mark("load and parse")
        ReferenceRules.check(parsed, log: log)
        AliasRules.check(parsed, log: log)
        FormerMemberRule.check(parsed, log: log)
        DuplicateBookRule.check(parsed.books, log: log)
        ClubRules.check(parsed, now: options.clock.now, log: log)
        let images = ImageRules.check(parsed, fileSystem: fileSystem, memory: memory, log: log)
        let membersByHandle = Dictionary(parsed.members.map { ($0.handle, $0) }, uniquingKeysWith: { first, _ in first })
        let siteZone = parsed.config?.timeZone ?? .gmt
        let checkedRooms = parsed.rooms.parallelMap { room in
            RoomCheck.run(room, members: membersByHandle, siteZone: siteZone, options: options)
        }
        parsed.rooms = checkedRooms.map(\.room)
        checkedRooms.forEach { log.append(contentsOf: $0.diagnostics) }
        LinkRules(site: parsed, includeDrafts: options.includeDrafts).check(log: log)
        ContactRules(site: parsed).check(log: log)
        ErasedMentionRule(site: parsed).check(log: log)

        let diagnostics = log.entries.sortedForReport()
        timings.mark("validate")
        let paths = Set(diagnostics.map(\.location.path))
        let sources = parsed.sources.filter { paths.contains($0.key) }
        let fileCount = parsed.inventory.files.count
        guard !diagnostics.contains(where: { $0.severity == .error }), let config = parsed.config else {
            var failed = CheckResult(site: nil, diagnostics: diagnostics, sources: sources, fileCount: fileCount, timings: timings)
            failed.imageChecks = images.checks
            return failed
        }
        var site = Site(config: config, books: parsed.books.sorted { $0.slug < $1.slug },
                        members: parsed.members.sorted { $0.handle < $1.handle },
                        rooms: parsed.rooms.sorted { $0.slug < $1.slug },
                        pages: parsed.pages.sorted { $0.slug < $1.slug }, assets: parsed.inventory.assets, images: images)
        site.attachClubContent(parsed)
        var result = CheckResult(site: site, diagnostics: diagnostics, sources: sources, fileCount: fileCount, timings: timings)
        result.imageChecks = images.checks
        return result
    }
}

/// The per-room rules, run in parallel: schedule first (it gives the room's dates), then
/// the identity of its meetings, then the transcripts.
private enum RoomCheck {
    struct Outcome: Sendable {
        let room: Room
        let diagnostics: [Diagnostic]
    }

    static func run(_ room: Room, members: [String: Member], siteZone: TimeZone, options: BuildOptions) -> Outcome {
        let log = DiagnosticLog()
        var checked = room
        checked.schedule = room.schedule.map { ScheduleRules.resolve($0, log: log) }
        EventIdentityRule.check(checked, now: options.clock.now, includeDrafts: options.includeDrafts, log: log)
        PlannedRoomRule.check(checked, log: log)
        checked.transcripts = TranscriptRules.check(checked, members: members, siteZone: siteZone, log: log)
        log.append(contentsOf: ChapterFlagRule.check(checked))
        return Outcome(room: checked, diagnostics: log.entries)
    }
}

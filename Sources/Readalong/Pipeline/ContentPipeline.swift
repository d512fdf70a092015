import Foundation

/// The front of the pipeline: load and parse a site, resolve it, and check its rules.
public enum ContentPipeline {
    /// Loads the site's `content/` and checks every rule of the content specification.
    ///
    /// Content problems come back as diagnostics; only file-system failures throw.
    /// Diagnostics are written in the language `options.language` chooses for the site.
    public static func check(fileSystem: FileSystem, options: BuildOptions) throws -> CheckResult {
        try check(fileSystem: fileSystem, options: options, keeping: [:])
    }

    /// Checks the site without reading the transcripts of the rooms in `keeping`: those rooms
    /// come back with the last build's outline of their chats, and no rule about the chats
    /// is checked. Only for rebuilds that know from the last build that these transcripts
    /// are unchanged and passed. Images whose bytes `images` has seen are not opened again.
    static func check(fileSystem: FileSystem, options: BuildOptions, keeping: KeptRooms,
                      images memory: ImageCheckMemory = ImageCheckMemory()) throws -> CheckResult {
        try checkInEnglish(fileSystem: fileSystem, options: options, keeping: keeping, images: memory)
            .speaking(options.language.language(siteTag: SiteLanguage.tag(in: fileSystem)))
    }

    private static func checkInEnglish(fileSystem: FileSystem, options: BuildOptions, keeping: KeptRooms,
                                       images memory: ImageCheckMemory = ImageCheckMemory()) throws -> CheckResult {
        let log = DiagnosticLog()
        var timings = StageTimings()
        BuildCounters.enter(.load)
        let parsed = try ContentLoader.load(from: fileSystem, log: log, keeping: keeping)
        timings.mark("load and parse")
        BuildCounters.enter(.resolve)
        let site = SiteResolver.resolve(parsed)
        timings.mark("resolve")
        BuildCounters.enter(.check)
        let probes = ImageProbes.probe(site.inventory, fileSystem: fileSystem, memory: memory)
        let (found, images) = SiteRules.check(site, probes: probes, options: options)
        log.append(contentsOf: found)
        let diagnostics = log.entries.sortedForReport()
        timings.mark("validate")
        BuildCounters.enter(.publish)
        let paths = Set(diagnostics.map(\.location.path))
        let sources = site.sources.filter { paths.contains($0.key) }
        let fileCount = site.inventory.files.count
        guard !diagnostics.contains(where: { $0.severity == .error }), let config = site.config else {
            var failed = CheckResult(site: nil, diagnostics: diagnostics, sources: sources, fileCount: fileCount, timings: timings)
            failed.imageChecks = images.checks
            return failed
        }
        let checked = Site(site, config: config, images: images)
        var result = CheckResult(site: checked, diagnostics: diagnostics, sources: sources, fileCount: fileCount, timings: timings)
        result.imageChecks = images.checks
        result.accounts = Dictionary(site.members.map { ($0.handle, $0.account) }, uniquingKeysWith: { first, _ in first })
        return result
    }
}

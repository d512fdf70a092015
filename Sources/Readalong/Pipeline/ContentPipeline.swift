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
        try check(fileSystem: fileSystem, options: options, keeping: keeping, images: memory, ahead: { _ in () }).result
    }

    /// Checks the site as above; `ahead` is given the site as it will be published if the
    /// rules pass, and runs on a thread of its own while they do (see `WorkAhead`). Its value
    /// comes back with a site that passed and is dropped otherwise; when loading or the image
    /// rules already failed, it does not run.
    static func check<Ahead: Sendable>(fileSystem: FileSystem, options: BuildOptions, keeping: KeptRooms,
                                       images memory: ImageCheckMemory,
                                       ahead: @escaping @Sendable (Site) -> Ahead) throws -> (result: CheckResult, ahead: Ahead?) {
        var (result, value) = try checkInEnglish(fileSystem: fileSystem, options: options, keeping: keeping, images: memory, ahead: ahead)
        result = result.speaking(options.language.language(siteTag: SiteLanguage.tag(in: fileSystem)))
        return (result, value)
    }

    private static func checkInEnglish<Ahead: Sendable>(fileSystem: FileSystem, options: BuildOptions, keeping: KeptRooms,
                                                        images memory: ImageCheckMemory,
                                                        ahead: @escaping @Sendable (Site) -> Ahead) throws -> (CheckResult, Ahead?) {
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
        let images = ImageRules.check(site, probes: probes)
        let failed = (log.entries + images.diagnostics).contains { $0.severity == .error }
        let published = site.config.flatMap { config in failed ? nil : Site(site, config: config, images: images.images) }
        let work = published.map { site in WorkAhead { ahead(site) } }
        log.append(contentsOf: SiteRules.check(site, imageDiagnostics: images.diagnostics, options: options))
        let diagnostics = log.entries.sortedForReport()
        // A site with errors drops the work ahead, once it is done (nothing of it is left running).
        let value = work?.result
        timings.mark("validate")
        BuildCounters.enter(.publish)
        let paths = Set(diagnostics.map(\.location.path))
        let sources = site.sources.filter { paths.contains($0.key) }
        let fileCount = site.inventory.files.count
        guard !diagnostics.contains(where: { $0.severity == .error }), let checked = published else {
            var failed = CheckResult(site: nil, diagnostics: diagnostics, sources: sources, fileCount: fileCount, timings: timings)
            failed.imageChecks = images.images.checks
            return (failed, nil)
        }
        var result = CheckResult(site: checked, diagnostics: diagnostics, sources: sources, fileCount: fileCount, timings: timings)
        result.imageChecks = images.images.checks
        result.accounts = Dictionary(site.members.map { ($0.handle, $0.account) }, uniquingKeysWith: { first, _ in first })
        return (result, value)
    }
}

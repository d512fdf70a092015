import Foundation

/// A build of a site to disk, the one entry for `publish build` and the preview: check the
/// site, then render it into `output` (an absolute path) through the staging area. Content or
/// template errors leave `output` untouched and come back as diagnostics.
///
/// When nothing the site is made of changed since the last build (content, templates,
/// options, the tool itself) and the clock is still inside the last build's window, the
/// output is already right and nothing is done. Otherwise only the files whose inputs
/// changed are rendered again, and when only transcripts changed, the rooms whose chats
/// are as the last build left them are not read at all. With `everything`, every file is
/// read, rendered and written.
public struct SiteBuild {
    /// Called after each file is written, with the number of files planned (from any thread).
    public typealias Progress = @Sendable (_ total: Int) -> Void

    /// The site, read through `fileSystem`.
    public let fileSystem: FileSystem
    public let options: BuildOptions
    /// The address to publish for instead of `site.yml`'s `base_url`.
    public let baseURL: String?
    /// The folder to publish to (an absolute path).
    public let output: String
    /// Whether to read, render and write every file, trusting nothing from the last build.
    public let everything: Bool
    public let progress: Progress?

    /// A build of the site that `fileSystem` reads into `output`.
    public init(fileSystem: FileSystem, options: BuildOptions, baseURL: String?, output: String,
                everything: Bool = false, progress: Progress? = nil) {
        self.fileSystem = fileSystem
        self.options = options
        self.baseURL = baseURL
        self.output = output
        self.everything = everything
        self.progress = progress
    }

    /// Runs the build: the check's result, and what was written (`nil` when the site has
    /// errors and nothing was published). Only file-system failures throw.
    public func run() throws -> (CheckResult, Summary?) {
        var timings = StageTimings()
        let staging = try StagingArea(output: output)
        let cache = everything ? InputCache() : InputCache.load(from: staging.inputCache)
        let listed = RememberedListings(fileSystem)
        let inputs = try SiteInputs.read(fileSystem: listed, cache: cache)
        if inputs.cache != cache { inputs.cache.save(to: staging.inputCache) }
        let fingerprint = BuildFingerprint(inputs: inputs, options: options, baseURL: baseURL)
        timings.mark("fingerprint inputs")
        if !everything, let last = staging.previousBuild, fingerprint.matches(last, now: options.clock.now) {
            let result = CheckResult(site: nil, diagnostics: [], sources: [:], fileCount: last.sourceCount, timings: timings)
                .speaking(options.language.language(siteTag: SiteLanguage.tag(in: fileSystem)))
            return (result, Summary(pages: last.pageCount, files: last.fileCount, overriddenTemplates: [],
                                    timings: timings, rendered: 0, changed: 0))
        }
        let kept = everything ? [:] : fingerprint.keptOutlines(staging.previousBuild, manifest: { staging.lastManifest },
                                                                now: options.clock.now)
        timings.mark("read the last build")
        let job = Job(build: self, fileSystem: listed, fingerprint: fingerprint)
        do {
            return try job.run(staging, keeping: kept, timings: timings)
        } catch is KeptFileMissing {
            // The last build's output lacks a page of a kept room (deleted by hand?): read
            // everything after all.
            return try job.run(StagingArea(output: output), keeping: [:], timings: timings)
        }
    }
}

extension SiteBuild {
    /// The build after the fingerprint: check, plan, render into the staging tree, swap.
    private struct Job {
        let build: SiteBuild
        /// The site, with the folder listings the fingerprint saw.
        let fileSystem: RememberedListings
        let fingerprint: BuildFingerprint

        /// Runs the build without reading the transcripts of the rooms in `keeping`. Throws
        /// `KeptFileMissing` when the last build's output lacks a page of such a room.
        func run(_ staging: StagingArea, keeping kept: KeptRooms,
                 timings before: StageTimings) throws -> (CheckResult, Summary?) {
            let options = build.options
            let sync = TreeSync(staging)
            sync.startListing()
            let imageChecks = build.everything ? ImageCheckCache() : ImageCheckCache.load(from: staging.imageChecks)
            let planning = planner(staging)
            // The plan is made while the rules run (it is dropped when they find an error).
            var (result, planned) = try ContentPipeline.check(fileSystem: fileSystem, options: options, keeping: kept,
                                                              images: ImageCheckMemory(cache: imageChecks, hashes: fingerprint.inputs.hashes),
                                                              ahead: planning)
            if result.imageChecks != imageChecks { result.imageChecks.save(to: staging.imageChecks) }
            var timings = before
            timings.append(result.timings)
            result.timings = timings
            // A site that passed always comes with its plan.
            guard let site = result.site, let plan = planned else { return (result, nil) }
            // Every published room has a link preview card, and an offline site has icons. A
            // rebuild that keeps rooms unread changed nothing but chats: it draws nothing.
            if kept.count == 0, site.config.offline || !site.rooms.isEmpty { Vips.prepareInBackground() }
            var stages = StageTimings()
            let templates: TemplateLibrary
            switch try TemplateLibrary.load(from: fileSystem) {
            case .success(let library): templates = library
            case .failure(let error):
                var sources = result.sources
                sources[error.path] = error.text
                let failed = CheckResult(site: nil, diagnostics: result.diagnostics + [SiteRenderer.templateDiagnostic(error)],
                                         sources: sources, fileCount: result.fileCount)
                return (failed.speaking(result.language), nil)
            }
            let window = ClockWindow(site: site, now: options.clock.now)
            let keys = FileKeys(fingerprint: fingerprint, window: window)
            // Checked before the tree is touched, so that starting again costs nothing.
            for file in plan.files {
                guard case .kept = file.source else { continue }
                guard staging.lastManifest?.output[file.path]?.key == keys.key(of: file) else {
                    throw KeptFileMissing()
                }
            }
            stages.mark("plan")
            try sync.prepare(everything: build.everything)
            stages.mark("list the staging tree")
            timings.append(stages)
            var summary = try SiteRenderer.render(plan, templates: templates, fileSystem: fileSystem, sink: sync,
                                                  keys: keys, progress: build.progress)
            timings.append(summary.timings)
            var finish = StageTimings()
            // A file edited while the build read it would leave output made from one version
            // and a manifest vouching for the other: such a build is not reused.
            let again = try SiteInputs.read(fileSystem: fileSystem.base, cache: fingerprint.inputs.cache)
            let unchanged = again.all == fingerprint.inputs.all
            finish.mark("fingerprint inputs again")
            let manifest = BuildManifest(fingerprint: fingerprint, window: window, clean: result.diagnostics.isEmpty,
                                         pageCount: summary.pages, sourceCount: result.fileCount,
                                         files: sync.deleteUnplanned(),
                                         rooms: fingerprint.outlines(of: site, diagnostics: result.diagnostics),
                                         trusted: unchanged)
            try staging.swap(recording: manifest, outgoing: sync.outgoing)
            // Digests are filed under the fingerprint of the transcripts they were made from,
            // which a file edited during the build would belie.
            if unchanged { plan.chatShards.table.save(to: staging.chatShardDigests) } else { unlink(staging.chatShardDigests) }
            finish.mark("swap into output/")
            timings.append(finish)
            summary.timings = timings
            (summary.rendered, summary.changed) = sync.fileCounts
            summary.keptRooms = kept.count
            return (result, summary)
        }

        /// What plans the files of a checked site: where kept files are read back from
        /// `staging`'s output, with the last build's chat shard digests.
        private func planner(_ staging: StagingArea) -> @Sendable (Site) -> SitePlan {
            let (options, baseURL, output) = (build.options, build.baseURL, staging.output)
            let digests = build.everything ? nil : ShardDigests.load(from: staging.chatShardDigests)
            let chats = (fingerprint.inputs.transcriptsByRoom, fingerprint.withoutTranscripts, digests)
            return { site in
                SitePlan(site: site, options: options, baseURL: baseURL ?? site.config.baseURL, chats: chats) { path in
                    FileManager.default.contents(atPath: output + "/" + path)
                }
            }
        }
    }
}

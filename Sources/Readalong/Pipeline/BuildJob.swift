import Foundation

/// One build to disk after the fingerprint: check, plan, render into the staging tree, swap.
struct BuildJob {
    /// The site, with the folder listings the fingerprint saw.
    let fileSystem: RememberedListings
    let options: BuildOptions
    let baseURL: String?
    let fingerprint: BuildFingerprint
    let everything: Bool
    let progress: SiteRenderer.Progress?

    /// The outlines of the last build that still hold: every input but the transcripts is
    /// unchanged, the clock is inside the same window (so every key but the transcripts' is
    /// the same), and the room's transcripts are the very files the outline was made from.
    func keptOutlines(_ writer: OutputWriter) -> [String: TranscriptOutline] {
        guard let previous = writer.previousBuild, previous.others == fingerprint.withoutTranscripts,
              previous.window.contains(options.clock.now), let manifest = writer.lastManifest else { return [:] }
        return manifest.rooms.filter { fingerprint.inputs.transcriptsByRoom[$0.key] == $0.value.inputs }
    }

    /// Runs the build without reading the transcripts of the rooms in `keeping`. Throws
    /// `KeptFileMissing` when the last build's output lacks a page of such a room.
    func run(writer: OutputWriter, keeping kept: [String: TranscriptOutline],
             timings before: StageTimings) throws -> (CheckResult, SiteRenderer.Summary?) {
        writer.startListing()
        let imageChecks = everything ? ImageCheckCache() : ImageCheckCache.load(from: writer.imageChecks)
        var result = try ContentPipeline.check(fileSystem: fileSystem, options: options, keeping: Set(kept.keys),
                                               images: ImageCheckMemory(cache: imageChecks, hashes: fingerprint.inputs.hashes))
        if result.imageChecks != imageChecks { result.imageChecks.save(to: writer.imageChecks) }
        var timings = before
        timings.append(result.timings)
        result.timings = timings
        guard let site = result.site else { return (result, nil) }
        var stages = StageTimings()
        let templates: TemplateLibrary
        switch try TemplateLibrary.load(from: fileSystem) {
        case .success(let library): templates = library
        case .failure(let error):
            var sources = result.sources
            sources[error.path] = error.text
            let failed = CheckResult(site: nil, diagnostics: result.diagnostics + [SiteRenderer.templateDiagnostic(error)],
                                     sources: sources, fileCount: result.fileCount)
            return (failed, nil)
        }
        let window = ClockWindow(site: site, now: options.clock.now)
        let keys = FileKeys(fingerprint: fingerprint, window: window)
        let plan = SitePlan(context: RenderContext(site: site, options: options, baseURL: baseURL ?? site.config.baseURL),
                            kept: kept)
        // Checked before the tree is touched, so that starting again costs nothing.
        for file in plan.files {
            guard case .kept = file.source else { continue }
            guard writer.lastManifest?.output[file.path]?.key == keys.key(of: file) else {
                throw KeptFileMissing()
            }
        }
        stages.mark("plan")
        try writer.prepare(everything: everything)
        stages.mark("list the staging tree")
        timings.append(stages)
        var summary = try SiteRenderer.render(plan, templates: templates, fileSystem: fileSystem, sink: writer,
                                              keys: keys, progress: progress)
        timings.append(summary.timings)
        var finish = StageTimings()
        // A file edited while the build read it would leave output made from one version
        // and a manifest vouching for the other: such a build is not reused.
        let again = try SiteInputs.read(fileSystem: fileSystem.base, cache: fingerprint.inputs.cache)
        let unchanged = again.all == fingerprint.inputs.all
        finish.mark("fingerprint inputs again")
        try writer.commit(inputs: fingerprint.all, others: fingerprint.withoutTranscripts, window: window,
                          clean: result.diagnostics.isEmpty, pageCount: summary.pages, sourceCount: result.fileCount,
                          rooms: outlines(of: site, diagnostics: result.diagnostics, kept: kept), trusted: unchanged)
        finish.mark("swap into output/")
        timings.append(finish)
        summary.timings = timings
        (summary.rendered, summary.changed) = writer.fileCounts
        summary.keptRooms = kept.count
        return (result, summary)
    }

    /// The outlines this build hands to the next one: every room whose transcripts gave no
    /// diagnostic (those kept from the last build included).
    private func outlines(of site: Site, diagnostics: [Diagnostic],
                          kept: [String: TranscriptOutline]) -> [String: TranscriptOutline] {
        let reported = Set(diagnostics.compactMap { SiteInputs.transcriptRoom(of: $0.location.path) })
        var outlines = kept.filter { !reported.contains($0.key) }
        for room in site.rooms where !room.transcripts.isEmpty && !reported.contains(room.slug) {
            guard let inputs = fingerprint.inputs.transcriptsByRoom[room.slug] else { continue }
            outlines[room.slug] = TranscriptOutline(inputs: inputs, room: room)
        }
        return outlines
    }
}

import Foundation

/// The plan, render and write stages: turns a checked site into the files of `output/`.
enum SiteRenderer {
    /// A site template that does not parse: reported like content errors.
    static func templateDiagnostic(_ error: TemplateLibrary.TemplateError) -> Diagnostic {
        Diagnostic(.templateError, at: SourceLocation(path: error.path, line: error.line, column: error.column),
                   ToolText("template.error", texts: ["reason": error.reason]), hint: error.hint)
    }

    /// Renders every planned file in parallel into `sink`. A file whose key (the fingerprint
    /// of its inputs) matches the previous build's is not rendered again when the sink can
    /// reuse it.
    static func render(_ site: Site, options: BuildOptions, baseURL: String?, templates: TemplateLibrary,
                       fileSystem: FileSystem, sink: OutputSink, keys: FileKeys? = nil,
                       progress: SiteBuild.Progress? = nil) throws -> SiteBuild.Summary {
        var timings = StageTimings()
        let plan = SitePlan(site: site, options: options, baseURL: baseURL ?? site.config.baseURL)
        timings.mark("plan")
        var summary = try render(plan, templates: templates, fileSystem: fileSystem, sink: sink, keys: keys, progress: progress)
        timings.append(summary.timings)
        summary.timings = timings
        return summary
    }

    /// Renders the files of a plan (see above); a kept file the sink cannot reuse stops it
    /// with `KeptFileMissing`. Image variants are made in batches, one per decoding of a
    /// source (`VariantBatch`), started first since they take longest.
    static func render(_ plan: SitePlan, templates: TemplateLibrary, fileSystem: FileSystem, sink: OutputSink,
                       keys: FileKeys?, progress: SiteBuild.Progress?) throws -> SiteBuild.Summary {
        var timings = StageTimings()
        let total = plan.files.count
        let jobs = Self.jobs(of: plan.files)
        Vips.finishStarting()
        let failures = jobs.parallelMap { job -> Error? in
            var drawing = false
            defer { if drawing { Vips.threadDone() } }
            do {
                var missing: [(file: SitePlan.PlannedFile, key: ContentHash)] = []
                for file in job {
                    let key = keys?.key(of: file) ?? ContentHash(text: file.path)
                    if try keys != nil && sink.reuse(file.path, key: key) { progress?(total) } else { missing.append((file, key)) }
                }
                // libvips starts only when some picture is to be made (never in most rebuilds).
                drawing = !missing.isEmpty && Self.usesImages(job)
                if drawing { Vips.prepare() }
                let made = try produce(missing.map(\.file), pages: plan.languagePages, templates: templates, fileSystem: fileSystem)
                for ((file, key), data) in zip(missing, made) {
                    try sink.write(data, to: file.path, key: key)
                    progress?(total)
                }
                return nil
            } catch let error as FileSystemError {
                return error
            } catch let error as KeptFileMissing {
                return error
            } catch {
                return FileSystemError(path: job[0].path, reason: "\(error)")
            }
        }
        if let failure = failures.compactMap({ $0 }).first { throw failure }
        try writeFingerprinted(plan, sink: sink, keys: keys, progress: progress)
        timings.mark("render and write")
        return SiteBuild.Summary(pages: plan.pageCount, files: plan.files.count, overriddenTemplates: templates.overridden, timings: timings)
    }

    /// The jobs of the parallel loop, longest first: the image batches, then each group of
    /// files sharing a value made once (in plan order, per language), then every other file alone. A group
    /// is one job so that its value is made by the core that needs it while the other cores
    /// render pages, instead of every core waiting for it.
    static func jobs(of files: [SitePlan.PlannedFile]) -> [[SitePlan.PlannedFile]] {
        var groups: [[SitePlan.PlannedFile]] = []
        var groupOf: [String: Int] = [:]
        var alone: [[SitePlan.PlannedFile]] = []
        for file in files {
            switch file.source {
            case .image, .fingerprints: continue
            default: break
            }
            guard let shared = file.sharing else {
                alone.append([file])
                continue
            }
            // Each language makes its own value: its files are a group of their own.
            let sharing = "\(file.language) \(shared)"
            if let index = groupOf[sharing] {
                groups[index].append(file)
            } else {
                groupOf[sharing] = groups.count
                groups.append([file])
            }
        }
        return VariantBatch.batches(of: files) + groups + alone
    }

    /// The files made from other files' fingerprints, once every other file is written (or
    /// reused): each is made again only when its key changed.
    private static func writeFingerprinted(_ plan: SitePlan, sink: OutputSink, keys: FileKeys?,
                                           progress: SiteBuild.Progress?) throws {
        for file in plan.files {
            guard case .fingerprints(let paths, let make) = file.source else { continue }
            let key = keys?.key(of: file) ?? ContentHash(text: file.path)
            if try keys == nil || !sink.reuse(file.path, key: key) {
                let prints = paths.map { sink.fingerprint(of: $0) ?? ContentHash(text: "missing: " + $0) }
                try sink.write(Data(make(prints).utf8), to: file.path, key: key)
            }
            progress?(plan.files.count)
        }
    }

    /// Whether a job makes pictures with libvips (variants, a share card or an icon).
    private static func usesImages(_ job: [SitePlan.PlannedFile]) -> Bool {
        job.contains { file in
            switch file.source {
            case .image, .shareCard, .icon: return true
            default: return false
            }
        }
    }

    /// The bytes of the files of one job: a single file, or a batch of variants of one source.
    private static func produce(_ files: [SitePlan.PlannedFile], pages: [SitePages], templates: TemplateLibrary,
                                fileSystem: FileSystem) throws -> [Data] {
        let variants = files.compactMap { file -> ImageVariant? in
            if case .image(let variant) = file.source { return variant } else { return nil }
        }
        guard let first = variants.first, variants.count == files.count else {
            return try files.map { try produce($0, pages: pages, templates: templates, fileSystem: fileSystem) }
        }
        return try VariantBatch.make(variants, from: try fileSystem.contents(of: first.source))
    }

    /// The bytes of one file; a page is made by the `SitePages` of its language.
    private static func produce(_ file: SitePlan.PlannedFile, pages: [SitePages], templates: TemplateLibrary,
                                fileSystem: FileSystem) throws -> Data {
        switch file.source {
        case .page(let request):
            guard let model = pages[file.language].model(for: request) else {
                throw FileSystemError(path: file.path, reason: "the site has no page \(request)")
            }
            return Data(try templates.render(model, template: request.template))
        case .text(let make): return Data(make().utf8)
        case .theme(let data): return data
        // Photos are made again from their pixels alone; other files lose any metadata block.
        case .copy(let path): return try AssetPhotos.published(path, bytes: try fileSystem.contents(of: path))
        case .image(let variant): return try VariantBatch.make([variant], from: try fileSystem.contents(of: variant.source))[0]
        case .shareCard(let card): return try card.make(coverBytes: try card.cover.map { try fileSystem.contents(of: $0.source) })
        case .icon(let icon): return try icon.make()
        case .fingerprints:
            throw FileSystemError(path: file.path, reason: "made from other files' fingerprints, after them")
        case .kept: throw KeptFileMissing()
        }
    }
}

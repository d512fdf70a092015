import Foundation

/// The plan, render and write stages: turns a checked site into the files of `output/`.
public enum SiteRenderer {
    /// Called after each file is written, with the number of files planned (from any thread).
    public typealias Progress = @Sendable (_ total: Int) -> Void

    /// What a build wrote.
    public struct Summary: Sendable {
        /// HTML pages written.
        public let pages: Int
        /// All files written (pages, data, theme, images, assets).
        public let files: Int
        /// Site templates that replaced built-in ones.
        public let overriddenTemplates: [String]
        /// Time per stage, from loading to the swap of output/.
        public var timings = StageTimings()
        /// Files rendered by this build (the others were kept from the last one), when the
        /// build went to disk.
        public var rendered: Int?
        /// Files whose bytes differ from the `output/` they replaced, new ones included.
        public var changed: Int?
    }

    /// A site template that does not parse: reported like content errors.
    static func templateDiagnostic(_ error: TemplateLibrary.TemplateError) -> Diagnostic {
        Diagnostic(.templateError, at: SourceLocation(path: error.path, line: error.line, column: error.column),
                   "the template does not parse: \(error.reason)",
                   hint: error.hint)
    }

    /// Renders every planned file in parallel into `sink`. A file whose key (the fingerprint
    /// of its inputs) matches the previous build's is not rendered again when the sink can
    /// reuse it.
    static func render(_ site: Site, options: BuildOptions, baseURL: String?, templates: TemplateLibrary,
                       fileSystem: FileSystem, sink: OutputSink, keys: FileKeys? = nil,
                       progress: Progress? = nil) throws -> Summary {
        var timings = StageTimings()
        let context = RenderContext(site: site, options: options, baseURL: baseURL ?? site.config.baseURL)
        let plan = SitePlan(context: context)
        timings.mark("plan")
        let total = plan.files.count
        let failures = plan.files.parallelMap { file -> FileSystemError? in
            do {
                let key = keys?.key(of: file) ?? ContentHash(text: file.path)
                let reused = try keys != nil && sink.reuse(file.path, key: key)
                if !reused {
                    try sink.write(try produce(file, templates: templates, fileSystem: fileSystem), to: file.path, key: key)
                }
                progress?(total)
                return nil
            } catch let error as FileSystemError {
                return error
            } catch {
                return FileSystemError(path: file.path, reason: "\(error)")
            }
        }
        if let failure = failures.compactMap({ $0 }).first { throw failure }
        timings.mark("render and write")
        return Summary(pages: plan.pageCount, files: plan.files.count, overriddenTemplates: templates.overridden, timings: timings)
    }

    private static func produce(_ file: SitePlan.PlannedFile, templates: TemplateLibrary, fileSystem: FileSystem) throws -> Data {
        switch file.source {
        case .page(let template, let model): return Data(templates.render(model(), template: template))
        case .text(let make): return Data(make().utf8)
        case .theme(let data): return data
        case .copy(let path): return Data(try fileSystem.contents(of: path))
        }
    }

    /// Checks the site, then renders it into `output` (absolute path) through the staging
    /// area. Content or template errors leave `output` untouched and come back as diagnostics.
    ///
    /// When nothing the site is made of changed since the last build (content, templates,
    /// options, the tool itself) and the clock is still inside the last build's window, the
    /// output is already right and nothing is done. Otherwise only the files whose inputs
    /// changed are rendered again. With `everything`, every file is rendered and written.
    public static func build(fileSystem: FileSystem, options: BuildOptions, baseURL: String?, output: String,
                             everything: Bool = false, progress: Progress? = nil) throws -> (CheckResult, Summary?) {
        var timings = StageTimings()
        let inputs = try SiteInputs.read(fileSystem: fileSystem)
        let fingerprint = BuildFingerprint(inputs: inputs, options: options, baseURL: baseURL)
        let writer = try OutputWriter(output: output)
        timings.mark("fingerprint inputs")
        if !everything, let previous = writer.previousBuild, previous.clean, previous.inputs == fingerprint.all,
           previous.window.contains(options.clock.now) {
            let result = CheckResult(site: nil, diagnostics: [], sources: [:], fileCount: previous.sourceCount, timings: timings)
            return (result, Summary(pages: previous.pageCount, files: previous.fileCount, overriddenTemplates: [],
                                    timings: timings, rendered: 0, changed: 0))
        }
        var result = try ContentPipeline.check(fileSystem: fileSystem, options: options)
        timings.append(result.timings)
        result.timings = timings
        guard let site = result.site else { return (result, nil) }
        let templates: TemplateLibrary
        switch try TemplateLibrary.load(from: fileSystem) {
        case .success(let library): templates = library
        case .failure(let error):
            var sources = result.sources
            sources[error.path] = error.text
            let failed = CheckResult(site: nil, diagnostics: result.diagnostics + [templateDiagnostic(error)],
                                     sources: sources, fileCount: result.fileCount)
            return (failed, nil)
        }
        let window = ClockWindow(site: site, now: options.clock.now)
        let keys = FileKeys(fingerprint: fingerprint, window: window)
        timings = result.timings
        var setup = StageTimings()
        try writer.prepare(everything: everything)
        setup.mark("read the last build")
        timings.append(setup)
        var summary = try render(site, options: options, baseURL: baseURL, templates: templates,
                                 fileSystem: fileSystem, sink: writer, keys: keys, progress: progress)
        timings.append(summary.timings)
        var finish = StageTimings()
        // A file edited while the build read it would leave output made from one version
        // and a manifest vouching for the other: such a build is not reused.
        let unchanged = try SiteInputs.read(fileSystem: fileSystem).all == inputs.all
        finish.mark("fingerprint inputs again")
        try writer.commit(inputs: fingerprint.all, window: window, clean: result.diagnostics.isEmpty,
                          pageCount: summary.pages, sourceCount: result.fileCount, trusted: unchanged)
        finish.mark("swap into output/")
        timings.append(finish)
        summary.timings = timings
        (summary.rendered, summary.changed) = writer.fileCounts
        return (result, summary)
    }
}

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
    }

    /// A site template that does not parse: reported like content errors.
    static func templateDiagnostic(_ error: TemplateLibrary.TemplateError) -> Diagnostic {
        Diagnostic(.templateError, at: SourceLocation(path: error.path, line: error.line, column: error.column),
                   "the template does not parse: \(error.reason)",
                   hint: "compare it with the built-in template of the same name (docs/templates.md) and close every {{#section}} with {{/section}}")
    }

    /// Renders every planned file in parallel into `sink`.
    static func render(_ site: Site, options: BuildOptions, baseURL: String?, templates: TemplateLibrary,
                       fileSystem: FileSystem, sink: OutputSink, progress: Progress? = nil) throws -> Summary {
        var timings = StageTimings()
        let context = RenderContext(site: site, options: options, baseURL: baseURL ?? site.config.baseURL)
        let plan = SitePlan(context: context)
        timings.mark("plan")
        let total = plan.files.count
        let failures = plan.files.parallelMap { file -> FileSystemError? in
            do {
                try sink.write(try produce(file, templates: templates, fileSystem: fileSystem), to: file.path)
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
        case .page(let template, let model): return Data(templates.render(model(), template: template).utf8)
        case .text(let make): return Data(make().utf8)
        case .theme(let data): return data
        case .copy(let path): return Data(try fileSystem.contents(of: path))
        }
    }

    /// Checks the site, then renders it into `output` (absolute path) through a staging folder.
    /// Content or template errors leave `output` untouched and come back as diagnostics.
    public static func build(fileSystem: FileSystem, options: BuildOptions, baseURL: String?,
                             output: String, progress: Progress? = nil) throws -> (CheckResult, Summary?) {
        let result = try ContentPipeline.check(fileSystem: fileSystem, options: options)
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
        let writer = try OutputWriter(output: output)
        do {
            var summary = try render(site, options: options, baseURL: baseURL, templates: templates,
                                     fileSystem: fileSystem, sink: writer, progress: progress)
            var timings = result.timings
            timings.append(summary.timings)
            var swap = StageTimings()
            try writer.commit()
            swap.mark("swap into output/")
            timings.append(swap)
            summary.timings = timings
            return (result, summary)
        } catch {
            writer.abandon()
            throw error
        }
    }
}

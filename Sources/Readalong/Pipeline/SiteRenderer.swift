import Foundation

/// The plan, render and write stages: turns a checked site into the files of `output/`.
enum SiteRenderer {
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
                       progress: SiteBuild.Progress? = nil) throws -> SiteBuild.Summary {
        var timings = StageTimings()
        let plan = SitePlan(context: RenderContext(site: site, options: options, baseURL: baseURL ?? site.config.baseURL))
        timings.mark("plan")
        var summary = try render(plan, templates: templates, fileSystem: fileSystem, sink: sink, keys: keys, progress: progress)
        timings.append(summary.timings)
        summary.timings = timings
        return summary
    }

    /// Renders the files of a plan (see above); a kept file the sink cannot reuse stops it
    /// with `KeptFileMissing`.
    static func render(_ plan: SitePlan, templates: TemplateLibrary, fileSystem: FileSystem, sink: OutputSink,
                       keys: FileKeys?, progress: SiteBuild.Progress?) throws -> SiteBuild.Summary {
        var timings = StageTimings()
        let total = plan.files.count
        let failures = plan.files.parallelMap { file -> Error? in
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
            } catch let error as KeptFileMissing {
                return error
            } catch {
                return FileSystemError(path: file.path, reason: "\(error)")
            }
        }
        if let failure = failures.compactMap({ $0 }).first { throw failure }
        timings.mark("render and write")
        return SiteBuild.Summary(pages: plan.pageCount, files: plan.files.count, overriddenTemplates: templates.overridden, timings: timings)
    }

    private static func produce(_ file: SitePlan.PlannedFile, templates: TemplateLibrary, fileSystem: FileSystem) throws -> Data {
        switch file.source {
        case .page(let template, let model): return Data(templates.render(model(), template: template))
        case .text(let make): return Data(make().utf8)
        case .theme(let data): return data
        case .copy(let path): return Data(try fileSystem.contents(of: path))
        case .kept: throw KeptFileMissing()
        }
    }
}

/// A file the build meant to keep from the last build, which the output no longer has.
struct KeptFileMissing: Error {}

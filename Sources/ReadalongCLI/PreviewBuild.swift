import Foundation
import Readalong
import ReadalongServe

/// One build of the preview: the site rendered for the preview address into the preview
/// folder, the outcome reported in the terminal and to the open pages.
struct PreviewBuild {
    let fileSystem: FileSystem
    let options: BuildOptions
    let tree: String
    let baseURL: String
    let reload: LiveReload
    /// The language of the lines it prints.
    let language: ToolLanguage
    /// The last build's diagnostics, to tell the overlay what the next change brought.
    let history = DiagnosticHistory()

    func run() {
        let started = Date()
        let formatter = HumanFormatter(colour: Terminal.standardErrorIsTerminal)
        do {
            let (result, summary) = try SiteBuild(fileSystem: fileSystem, options: options, baseURL: baseURL, output: tree).run()
            if let summary {
                Terminal.write(ToolText("serve.built", ["pages": "\(summary.pages)",
                                                        "seconds": String(format: "%.2f", Date().timeIntervalSince(started))])
                    .rendered(in: language) + "\n")
                history.succeeded(result.diagnostics)
                reload.built(nil)
            } else {
                let report = history.failed(result.diagnostics,
                                            formatted: HumanFormatter(colour: false).format(result.diagnostics, sources: result.sources))
                Terminal.writeError(formatter.format(result.diagnostics, sources: result.sources)
                    .joined(separator: "\n") + "\n" + ToolText("serve.notRebuilt").rendered(in: language) + "\n")
                reload.built(report)
            }
        } catch {
            Terminal.writeError(ToolText("cli.error", ["detail": "\(error)"]).rendered(in: language) + "\n")
            reload.built(PreviewReport(failure: "\(error)"))
        }
    }
}

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

    func run() {
        let started = Date()
        let formatter = HumanFormatter(colour: Terminal.standardErrorIsTerminal)
        do {
            let (result, summary) = try SiteBuild(fileSystem: fileSystem, options: options, baseURL: baseURL, output: tree).run()
            if let summary {
                Terminal.write(ToolText("serve.built", ["pages": "\(summary.pages)",
                                                        "seconds": String(format: "%.2f", Date().timeIntervalSince(started))])
                    .rendered(in: language) + "\n")
                reload.built(errors: nil)
            } else {
                let report = HumanFormatter(colour: false).format(result.diagnostics, sources: result.sources)
                    .joined(separator: "\n")
                Terminal.writeError(formatter.format(result.diagnostics, sources: result.sources)
                    .joined(separator: "\n") + "\n" + ToolText("serve.notRebuilt").rendered(in: language) + "\n")
                reload.built(errors: report)
            }
        } catch {
            Terminal.writeError(ToolText("cli.error", ["detail": "\(error)"]).rendered(in: language) + "\n")
            reload.built(errors: "\(error)")
        }
    }
}

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

    func run() {
        let started = Date()
        let formatter = HumanFormatter(colour: Terminal.standardErrorIsTerminal)
        do {
            let (result, summary) = try SiteBuild(fileSystem: fileSystem, options: options, baseURL: baseURL, output: tree).run()
            if let summary {
                Terminal.write("built \(summary.pages) pages in \(String(format: "%.2f", Date().timeIntervalSince(started))) s\n")
                reload.built(errors: nil)
            } else {
                let report = HumanFormatter(colour: false).format(result.diagnostics, sources: result.sources)
                    .joined(separator: "\n")
                Terminal.writeError(formatter.format(result.diagnostics, sources: result.sources)
                    .joined(separator: "\n") + "\nnot rebuilt: the pages show the previous build\n")
                reload.built(errors: report)
            }
        } catch {
            Terminal.writeError("error: \(error)\n")
            reload.built(errors: "\(error)")
        }
    }
}

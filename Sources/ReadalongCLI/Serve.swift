import ArgumentParser
import Foundation
import Readalong
#if canImport(Glibc)
import Glibc
#endif

/// `publish serve`: build, serve output/ on 127.0.0.1, rebuild when content/ or templates/
/// change, and reload the open pages. Errors show in the terminal and over the page.
struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Preview the site on http://127.0.0.1:PORT/, rebuilding and reloading on every change."
    )

    @OptionGroup var siteOptions: SiteOptions

    @Option(name: .long, help: "The port to listen on.")
    var port: UInt16 = 8000

    func run() throws {
        signal(SIGPIPE, SIG_IGN)
        let (fileSystem, options) = try siteOptions.resolve()
        let root = (fileSystem as? DiskFileSystem)?.root ?? "."
        let reload = LiveReload()
        let server: DevServer
        do {
            server = try DevServer(port: port, output: root + "/output", reload: reload)
        } catch {
            Terminal.writeError("error: \(error)\n")
            throw ExitCode(2)
        }
        let address = "http://127.0.0.1:\(port)/"
        rebuild(fileSystem: fileSystem, options: options, output: root + "/output", baseURL: address, reload: reload)
        Thread.detachNewThread { server.run() }
        Terminal.write("serving \(address) — watching content/ and templates/; Ctrl-C to stop\n")
        let watcher = FileWatcher(folders: [root + "/content", root + "/templates"])
        while true {
            Thread.sleep(forTimeInterval: 0.4)
            guard watcher.changed() else { continue }
            // Let an editor finish writing several files before building.
            Thread.sleep(forTimeInterval: 0.15)
            _ = watcher.changed()
            rebuild(fileSystem: fileSystem, options: options, output: root + "/output", baseURL: address, reload: reload)
        }
    }

    private func rebuild(fileSystem: FileSystem, options: BuildOptions, output: String, baseURL: String, reload: LiveReload) {
        let started = Date()
        let formatter = HumanFormatter(colour: Terminal.standardErrorIsTerminal)
        do {
            let (result, summary) = try SiteRenderer.build(fileSystem: fileSystem, options: options, baseURL: baseURL, output: output)
            if let summary {
                Terminal.write("built \(summary.pages) pages in \(String(format: "%.2f", Date().timeIntervalSince(started))) s\n")
                reload.built(errors: nil)
            } else {
                let report = result.diagnostics.map { HumanFormatter(colour: false).format($0, source: result.sources[$0.location.path]) }
                    .joined(separator: "\n")
                Terminal.writeError(result.diagnostics.map { formatter.format($0, source: result.sources[$0.location.path]) }
                    .joined(separator: "\n") + "\nnot rebuilt: the pages show the previous build\n")
                reload.built(errors: report)
            }
        } catch {
            Terminal.writeError("error: \(error)\n")
            reload.built(errors: "\(error)")
        }
    }
}

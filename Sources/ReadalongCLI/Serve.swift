import ArgumentParser
import Foundation
import Readalong
import ReadalongServe
#if canImport(Glibc)
import Glibc
#endif

/// `publish serve`: build a preview of the site into a private folder of the staging area
/// (never `output/`), serve it on 127.0.0.1, rebuild when `content/` or `templates/`
/// change, and reload the open pages. Errors show in the terminal and over the page.
struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: ToolText("help.serve").inHelp
    )

    @OptionGroup var siteOptions: SiteOptions

    @Option(name: .long, help: ArgumentHelp(ToolText("help.serve.port").inHelp))
    var port: UInt16 = 8000

    func run() throws {
        signal(SIGPIPE, SIG_IGN)
        let (fileSystem, options) = try siteOptions.resolve()
        let language = siteOptions.language()
        let root = (fileSystem as? DiskFileSystem)?.root ?? "."
        let reload = LiveReload(language: language)
        let server: PreviewServer
        let preview: String
        do {
            preview = try StagingArea.privateFolder("preview", beside: root + "/output") + "/site"
            server = try PreviewServer(port: port, tree: preview, reload: reload)
        } catch {
            Terminal.writeError(ToolText("cli.error", ["detail": "\(error)"]).rendered(in: language) + "\n")
            throw ExitCode(2)
        }
        let address = "http://127.0.0.1:\(server.port)/"
        let watcher = FileWatcher(siteRoot: root, folders: ["content", "templates"])
        Task {
            do {
                try await server.run()
            } catch {
                Terminal.writeError(ToolText("cli.error", texts: ["detail": ToolText("serve.stopped", ["detail": "\(error)"])])
                    .rendered(in: language) + "\n")
                Foundation.exit(2)
            }
        }
        Terminal.write(ToolText("serve.serving", ["address": address]).rendered(in: language) + "\n")
        let builder = PreviewBuild(fileSystem: fileSystem, options: options, tree: preview, baseURL: address, reload: reload,
                                   language: language)
        builder.run()
        while true {
            watcher.waitForChanges()
            builder.run()
        }
    }
}

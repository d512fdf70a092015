import ArgumentParser
import Readalong

/// `publish`: the Readalong command line.
struct Publish: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "publish",
        abstract: "Check and publish a reading community's site from content/.",
        discussion: "Exit status: 0 success, 1 content errors, 2 usage or I/O failures.",
        version: "readalong \(ReadalongRelease.version) (commit \(buildCommit))",
        subcommands: [Build.self, Check.self, Serve.self, New.self, Templates.self, Import.self, Rename.self, TakePart.self, DumpYAML.self],
        defaultSubcommand: Build.self
    )
}

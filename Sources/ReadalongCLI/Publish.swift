import ArgumentParser
import Readalong

/// `publish`: the Readalong command line.
struct Publish: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "publish",
        abstract: ToolText("help.publish").inHelp,
        discussion: ToolText("help.publish.discussion").inHelp,
        version: "readalong \(ReadalongRelease.version) (commit \(buildCommit))",
        subcommands: [Build.self, Check.self, Serve.self, New.self, Templates.self, Import.self, Rename.self, TakePart.self, DumpYAML.self],
        defaultSubcommand: Build.self
    )
}

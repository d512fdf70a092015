import ArgumentParser
import Foundation
import Readalong

/// `publish yaml-dump FILE...` (hidden, for developers and the YAML quality gate): how
/// Readalong reads each file's YAML, one JSON line per file (see `YAMLDump`).
struct DumpYAML: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "yaml-dump",
        abstract: ToolText("help.dumpYAML").inHelp,
        shouldDisplay: false
    )

    @Argument(help: ArgumentHelp(ToolText("help.dumpYAML.files").inHelp))
    var files: [String]

    /// Taken like every command's, although the dump is JSON for developers.
    @OptionGroup var languageOption: LanguageOption

    func run() throws {
        for file in files {
            let data = try Data(contentsOf: URL(fileURLWithPath: file))
            Terminal.write(YAMLDump.json(path: file, bytes: [UInt8](data)) + "\n")
        }
    }
}

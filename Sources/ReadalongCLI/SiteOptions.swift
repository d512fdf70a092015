import ArgumentParser
import Foundation
import Readalong

/// Options every subcommand takes: which site, the build clock and the language of messages.
struct SiteOptions: ParsableArguments {
    @OptionGroup var languageOption: LanguageOption

    @Option(name: .long, help: ArgumentHelp(ToolText("help.site").inHelp))
    var site: String = "."

    @Option(name: .long, help: ArgumentHelp(ToolText("help.now").inHelp))
    var now: String?

    @Flag(name: .long, help: ArgumentHelp(ToolText("help.drafts").inHelp))
    var drafts = false

    /// The file system and options of this run, or a usage failure (exit 2).
    func resolve() throws -> (FileSystem, BuildOptions) {
        let clock = try self.clock()
        let fileSystem = DiskFileSystem(root: site)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: fileSystem.root + "/content", isDirectory: &isDirectory),
              isDirectory.boolValue else {
            let language = language()
            Terminal.writeError(ToolText("cli.error", texts: ["detail": ToolText("cli.noContent", ["root": fileSystem.root])])
                                    .rendered(in: language) + "\n"
                                + ToolText("cli.hint", texts: ["hint": ToolText("cli.noContent.hint")]).rendered(in: language) + "\n")
            throw ExitCode(2)
        }
        return (fileSystem, BuildOptions(clock: clock, includeDrafts: drafts, language: languageOption.choice))
    }

    /// The build clock of this run, or a usage failure (exit 2).
    func clock() throws -> BuildClock {
        do {
            return try BuildClock.resolve(now: now, environment: ProcessInfo.processInfo.environment, system: Date())
        } catch let error as BuildClock.InvalidClock {
            throw ValidationError(error.text.rendered(in: language()))
        }
    }

    /// The language of this run's messages: `--lang`, else the site's, else the locale's, else English.
    func language() -> ToolLanguage {
        languageOption.language(siteRoot: site)
    }

    /// Loads and validates the site, turning file-system failures into exit status 2.
    func check() throws -> CheckResult {
        let (fileSystem, options) = try resolve()
        do {
            return try ContentPipeline.check(fileSystem: fileSystem, options: options)
        } catch {
            Terminal.writeError(ToolText("cli.error", ["detail": "\(error)"]).rendered(in: language()) + "\n")
            throw ExitCode(2)
        }
    }
}

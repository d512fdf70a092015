import ArgumentParser
import Foundation
import Readalong

/// `publish take-part`: applies one member's submission (an issue form or an e-mail) to content/.
struct TakePart: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "take-part",
        abstract: ToolText("help.takePart").inHelp,
        discussion: ToolText("help.takePart.discussion").inHelp
    )

    @Argument(help: ArgumentHelp(ToolText("help.takePart.file").inHelp))
    var file: String

    @Option(name: .long, help: ArgumentHelp(ToolText("help.takePart.from").inHelp))
    var from: String?

    @Option(name: .long, help: ArgumentHelp(ToolText("help.takePart.format").inHelp))
    var format: TakePartFormat = .human

    @OptionGroup var siteOptions: SiteOptions

    /// Where a book nominated by an ISBN the site lacks is fetched from.
    @OptionGroup var openLibrary: OpenLibraryOptions

    func run() throws {
        let language = siteOptions.language()
        let (fileSystem, options) = try siteOptions.resolve()
        guard let disk = fileSystem as? DiskFileSystem else { throw ExitCode(2) }
        let input = try readInput(language)
        let change: TakePartChange
        do {
            let (submission, sender) = try SubmissionReader.read(input, login: from)
            guard let sender else {
                Terminal.writeError(ToolText("cli.error", texts: ["detail": ToolText("takePart.unknownSender")]).rendered(in: language) + "\n"
                                    + ToolText("cli.hint", texts: ["hint": ToolText("takePart.unknownSender.hint")]).rendered(in: language)
                                    + "\n")
                throw ExitCode(2)
            }
            change = try TakePartChange.plan(submission, from: sender, fileSystem: disk, options: options,
                                             library: try openLibrary.library(language: language))
        } catch let error as TakePartError {
            throw refusal(error, language)
        }
        do {
            try change.write(toSite: disk.root)
        } catch {
            Terminal.writeError(ToolText("cli.error", ["detail": error.localizedDescription]).rendered(in: language) + "\n")
            throw ExitCode(2)
        }
        Terminal.write(format.done(change))
    }

    private func readInput(_ language: ToolLanguage) throws -> String {
        let data: Data?
        if file == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            data = FileManager.default.contents(atPath: file)
        }
        guard let data else {
            Terminal.writeError(ToolText("cli.error", texts: ["detail": ToolText("import.cannotRead", ["path": file])])
                                    .rendered(in: language) + "\n")
            throw ExitCode(2)
        }
        return String(decoding: data, as: UTF8.self)
    }

    private func refusal(_ error: TakePartError, _ language: ToolLanguage) -> ExitCode {
        switch error {
        case .invalidSite(let result), .invalidResult(let result):
            Terminal.writeError(HumanFormatter(colour: Terminal.standardErrorIsTerminal).format(result))
        default:
            break
        }
        if format == .json {
            Terminal.write(format.refused(error, language: language))
        } else {
            let lines = [ToolText("cli.error", texts: ["detail": error.text])]
                + (error.hintText.map { [ToolText("cli.hint", texts: ["hint": $0])] } ?? []) + [ToolText("takePart.nothingChanged")]
            Terminal.writeError(lines.map { $0.rendered(in: language) + "\n" }.joined())
        }
        return ExitCode(error.isUsageFailure ? 2 : 1)
    }
}

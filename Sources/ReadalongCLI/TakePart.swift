import ArgumentParser
import Foundation
import Readalong

/// `publish take-part`: applies one member's submission (an issue form or an e-mail) to content/.
struct TakePart: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "take-part",
        abstract: "Apply one member's reply, nomination, vote, join request, report or rating to content/.",
        discussion: """
        Reads the Markdown of a filled-in issue form, or an e-mail message (.eml). Changes one file \
        in place, and nothing unless the site still checks clean. Exit status: 0 done, 1 refused \
        (nothing changed, the reason printed), 2 usage or I/O failures.
        """
    )

    @Argument(help: "The submission: a file, or - to read standard input.")
    var file: String

    @Option(name: .long, help: "The sender's login on the forge (the issue's author); an e-mail's From: is used without it.")
    var from: String?

    @Option(name: .long, help: "Output format: human or json.")
    var format: TakePartFormat = .human

    @OptionGroup var siteOptions: SiteOptions

    func run() throws {
        let (fileSystem, options) = try siteOptions.resolve()
        guard let disk = fileSystem as? DiskFileSystem else { throw ExitCode(2) }
        let input = try readInput()
        let change: TakePartChange
        do {
            let (submission, sender) = try SubmissionReader.read(input, login: from)
            guard let sender else {
                Terminal.writeError("error: who sent this is not known\n"
                                    + "hint: pass the forge login of the issue's author with --from LOGIN\n")
                throw ExitCode(2)
            }
            change = try TakePartChange.plan(submission, from: sender, fileSystem: disk, options: options)
        } catch let error as TakePartError {
            throw refusal(error)
        }
        do {
            try change.write(toSite: disk.root)
        } catch {
            Terminal.writeError("error: \(error.localizedDescription)\n")
            throw ExitCode(2)
        }
        Terminal.write(format.done(change))
    }

    private func readInput() throws -> String {
        let data: Data?
        if file == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            data = FileManager.default.contents(atPath: file)
        }
        guard let data else {
            Terminal.writeError("error: cannot read \(file)\n")
            throw ExitCode(2)
        }
        return String(decoding: data, as: UTF8.self)
    }

    private func refusal(_ error: TakePartError) -> ExitCode {
        switch error {
        case .invalidSite(let result), .invalidResult(let result):
            Terminal.writeError(HumanFormatter(colour: Terminal.standardErrorIsTerminal).format(result))
        default:
            break
        }
        if format == .json {
            Terminal.write(format.refused(error))
        } else {
            Terminal.writeError("error: \(error)\n" + (error.hint.map { "hint: \($0)\n" } ?? "") + "nothing was changed\n")
        }
        return ExitCode(error.isUsageFailure ? 2 : 1)
    }
}

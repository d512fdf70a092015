import ArgumentParser
import Foundation

MallocArenas.cap()

// Exit codes: 0 success, 1 content errors, 2 usage or I/O failures.
do {
    var command = try Publish.parseAsRoot()
    try command.run()
} catch let code as ExitCode {
    exit(code.rawValue)
} catch {
    let message = Publish.fullMessage(for: error)
    if Publish.exitCode(for: error) == .success {
        print(HelpWords.translated(message, into: HelpLanguage.current))
        exit(0)
    }
    Terminal.writeError(UsageWords.translated(message, into: HelpLanguage.current) + "\n")
    exit(2)
}

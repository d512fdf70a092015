import ArgumentParser
import Foundation
import Readalong

/// `--lang`, which every command takes: the language of its messages, hints and output.
struct LanguageOption: ParsableArguments {
    @Option(name: .customLong("lang"),
            help: ArgumentHelp(ToolText("help.lang").inHelp))
    var requested: ToolLanguage?

    /// How this run chooses its language, before the site is known.
    var choice: ToolLanguageChoice {
        ToolLanguageChoice(requested: requested, locale: ToolLanguage.ofLocale(ProcessInfo.processInfo.environment))
    }

    /// The language of a run on the site whose root is `root`.
    func language(siteRoot root: String) -> ToolLanguage {
        choice.language(siteTag: SiteLanguage.tag(in: DiskFileSystem(root: root)))
    }
}

extension ToolLanguage: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(rawValue: argument.lowercased())
    }

    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

/// The rules of translations (the spec's "Languages of a site"): a translation is in one of
/// the site's other languages, beside an original that exists; what it names (an event, a
/// book of a list or a pick) is in its original; and, in a git work tree, it is stale when
/// its original was committed after the day it was last brought up to date.
struct TranslationRules {
    let site: ResolvedSite

    func check() -> [Diagnostic] {
        guard !site.translations.isEmpty, let config = site.config else { return [] }
        let log = DiagnosticLog()
        let clock = ZoneClock(zone: config.timeZone)
        for translation in site.translations {
            guard language(of: translation, config: config, log: log), original(of: translation, log: log) else { continue }
            entries(of: translation, log: log)
            if let commits = site.commits { staleness(of: translation, commits: commits, clock: clock, log: log) }
        }
        return log.entries
    }

    /// Whether the translation's language is one of the site's other languages; reports it
    /// when it is not.
    private func language(of translation: Translation, config: SiteConfig, log: DiagnosticLog) -> Bool {
        let file = translation.file
        let at = SourceLocation.file(file.path)
        let languages = ["languages": config.languages.joined(separator: ", "), "language": file.language]
        if !config.declaresLanguages {
            log.report(.translationLanguage, at: at, ToolText("translation.noLanguages", ["language": file.language]),
                       hint: ToolText("translation.noLanguages.hint", ["default": config.language, "language": file.language]))
        } else if file.language == config.language.lowercased() {
            log.report(.translationLanguage, at: at, ToolText("translation.defaultLanguage", languages),
                       hint: ToolText("translation.defaultLanguage.hint", ["original": file.originalPath]))
        } else if !config.translatedLanguages.map({ $0.lowercased() }).contains(file.language) {
            log.report(.translationLanguage, at: at, ToolText("translation.otherLanguage", languages),
                       hint: ToolText("translation.otherLanguage.hint", languages))
        } else {
            return true
        }
        return false
    }

    /// Whether the file the translation translates exists; reports it when it does not.
    private func original(of translation: Translation, log: DiagnosticLog) -> Bool {
        let file = translation.file
        guard !site.inventory.files.contains(file.originalPath) else { return true }
        log.report(.translationWithoutOriginal, at: .file(file.path), ToolText("translation.noOriginal", ["original": file.originalPath]),
                   hint: ToolText("translation.noOriginal.hint", ["original": file.originalPath]))
        return false
    }

    /// The events of a schedule's translation and the books of a list's or a pick's notes
    /// must be in the original.
    private func entries(of translation: Translation, log: DiagnosticLog) {
        let file = translation.file
        switch file.kind {
        case .schedule:
            guard let schedule = site.rooms.first(where: { $0.slug == file.slug })?.schedule else { return }
            let ids = schedule.events.map(\.id.value)
            let known = Set(ids).union(schedule.unreadableEventIDs)
            for event in translation.events where !known.contains(event.id.value) {
                log.report(.translationUnknownEntry, at: event.id.location,
                           ToolText("translation.unknownEvent", ["event": event.id.value, "original": file.originalPath]),
                           hint: Suggestion.hint(for: event.id.value, in: ids)
                               ?? ToolText("translation.unknownEvent.hint", ["ids": ids.joined(separator: ", ")]))
            }
        case .list, .pick:
            let books = file.kind == .list
                ? site.lists.first { $0.slug == file.slug }?.entries.map(\.book.value)
                : site.picks.first { $0.slug == file.slug }?.candidates.map(\.book.value)
            guard let books else { return }
            for note in translation.notes where !books.contains(note.book.value) {
                log.report(.translationUnknownEntry, at: note.book.location,
                           ToolText("translation.unknownBook", ["book": note.book.value, "original": file.originalPath]),
                           hint: Suggestion.hint(for: note.book.value, in: books)
                               ?? ToolText("translation.unknownBook.hint", ["books": books.joined(separator: ", ")]))
            }
        default:
            break
        }
    }

    /// A translation whose original was committed on a later day than its `translated:`
    /// (or, without one, than its own last commit) is stale. Files git has not seen
    /// committed are not judged.
    private func staleness(of translation: Translation, commits: [String: Int], clock: ZoneClock, log: DiagnosticLog) {
        let file = translation.file
        guard let changed = commits[file.originalPath] else { return }
        let changedOn = Self.day(of: changed, clock: clock)
        let values = ["original": file.originalPath, "changed": "\(changedOn)"]
        if let translated = translation.translated {
            guard changedOn > translated.value else { return }
            log.report(.staleTranslation, at: translated.location,
                       ToolText("translation.stale", values.merging(["translated": "\(translated.value)"]) { $1 }),
                       hint: ToolText("translation.stale.hint", values))
        } else if let own = commits[file.path], changedOn > Self.day(of: own, clock: clock) {
            log.report(.staleTranslation, at: .file(file.path),
                       ToolText("translation.staleUndated", values.merging(["translated": "\(Self.day(of: own, clock: clock))"]) { $1 }),
                       hint: ToolText("translation.stale.hint", values))
        }
    }

    private static func day(of instant: Int, clock: ZoneClock) -> LocalDate {
        let local = instant + clock.offset(at: instant)
        return LocalDate(daysSinceEpoch: local >= 0 ? local / 86_400 : (local - 86_399) / 86_400)
    }
}

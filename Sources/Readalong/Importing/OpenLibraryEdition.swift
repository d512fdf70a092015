import Foundation

/// What Readalong takes from an Open Library edition record (`/books/<id>.json`).
///
/// Fields of the wrong type are treated as absent; only a missing title makes the record
/// unusable. Authors may be missing here: they are then looked up on the work.
struct OpenLibraryEdition: Equatable {
    let title: String
    let subtitle: String?
    /// Author keys (`/authors/OL23919A`), in the record's order.
    let authorKeys: [String]
    /// Work keys (`/works/OL82563W`), where authors are found when the edition has none.
    let workKeys: [String]
    /// `number_of_pages`, when above 0.
    let pages: Int?
    /// The year of `publish_date` (`October 1, 2008` → `2008`).
    let year: String?
    /// Three-letter MARC codes of `languages` (`/languages/cat` → `cat`).
    let languages: [String]
    /// `subjects`, each once, without Open Library's machine tags (`nyt:…=…`).
    let subjects: [String]
    /// The first cover id above 0 (Open Library writes -1 for a removed cover).
    let coverID: Int?

    /// Reads the record; `nil` when it has no title.
    init?(_ record: OpenLibraryRecord) {
        guard let title = record.title else { return nil }
        self.title = title
        subtitle = record.subtitle
        authorKeys = record.authorKeys
        workKeys = record.workKeys
        pages = record.numberOfPages.flatMap { $0 > 0 ? $0 : nil }
        year = record.publishDate.flatMap(Self.year)
        languages = record.languageKeys.compactMap { key in
            key.hasPrefix("/languages/") ? String(key.dropFirst("/languages/".count)) : nil
        }
        var seen = Set<String>()
        subjects = record.subjects.filter { !Self.isMachineTag($0) && seen.insert($0.lowercased()).inserted }
        coverID = record.covers.first { $0 > 0 }
    }

    /// The first run of exactly four digits, not all zeros.
    static func year(_ date: String) -> String? {
        var digits = ""
        for character in date + " " {
            if character.isASCII, character.isNumber {
                digits.append(character)
                continue
            }
            if digits.count == 4, digits != "0000" { return digits }
            digits = ""
        }
        return nil
    }

    /// `nyt:hardcover-fiction=2008-10-12`: a list's tag, not a subject.
    private static func isMachineTag(_ subject: String) -> Bool {
        guard let colon = subject.firstIndex(of: ":") else { return false }
        return !subject[..<colon].contains(" ") && subject.contains("=")
    }
}


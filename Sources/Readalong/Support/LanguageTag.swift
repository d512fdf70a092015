/// BCP-47 language tags as used in content: `ca`, `es-MX`, `zh-Hant-TW`, `sr-Latn`.
enum LanguageTag {
    /// Languages with interface strings of their own; others fall back to English.
    static let supported: Set<String> = ["ca", "es", "en"]

    /// Whether `text` is a well-formed tag (language, optional script, region, variants).
    static func isValid(_ text: String) -> Bool {
        let subtags = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = subtags.first, (2...3).contains(language.count) || (5...8).contains(language.count),
              language.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        var index = 1
        if index < subtags.count, subtags[index].count == 4, subtags[index].allSatisfy({ $0.isASCII && $0.isLetter }) {
            index += 1
        }
        if index < subtags.count {
            let region = subtags[index]
            if (region.count == 2 && region.allSatisfy({ $0.isASCII && $0.isLetter }))
                || (region.count == 3 && region.allSatisfy({ $0.isASCII && $0.isNumber })) {
                index += 1
            }
        }
        while index < subtags.count {
            let variant = subtags[index]
            guard (1...8).contains(variant.count), variant.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
            else { return false }
            index += 1
        }
        return true
    }

    /// The primary language subtag, lower-cased (`es` for `es-MX`).
    static func primaryLanguage(of text: String) -> String {
        String(text.split(separator: "-").first ?? "").lowercased()
    }
}

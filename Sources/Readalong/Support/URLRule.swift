import Foundation

/// The rule for URL fields: absolute `http`, `https` or `mailto` only.
///
/// Browsers ignore tabs, newlines and leading control characters in a URL, so the scheme is
/// read the way they read it: `java\tscript:` is still `javascript:`.
enum URLRule {
    static let allowedSchemes: Set<String> = ["http", "https", "mailto"]

    /// Why a URL is refused, phrased for a message, or `nil` when it is fine.
    static func problem(with text: String, webOnly: Bool = false) -> String? {
        let cleaned = browserView(of: text)
        guard let scheme = scheme(of: cleaned) else {
            return "'\(text)' is not an absolute URL"
        }
        let allowed = webOnly ? ["http", "https"] : allowedSchemes
        guard allowed.contains(scheme) else {
            return "the '\(scheme):' scheme is not allowed"
        }
        guard cleaned == text.trimmingCharacters(in: .whitespaces), !text.contains(" ") else {
            return "'\(text)' contains spaces or control characters"
        }
        if scheme == "mailto" { return cleaned.count > 7 ? nil : "'\(text)' names no address" }
        guard let components = URLComponents(string: cleaned), let host = components.host, !host.isEmpty else {
            return "'\(text)' is not a well-formed web address"
        }
        return nil
    }

    /// The scheme, lower-cased, when `text` starts with one (`name:`).
    static func scheme(of text: String) -> String? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let name = text[..<colon]
        guard let first = name.first, first.isASCII, first.isLetter,
              name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        else { return nil }
        return name.lowercased()
    }

    /// Whether a free-text field (an event location) is meant as a URL rather than a place.
    static func looksLikeURL(_ text: String) -> Bool {
        let cleaned = browserView(of: text)
        guard let scheme = scheme(of: cleaned) else { return false }
        let rest = cleaned.dropFirst(scheme.count + 1)
        return !(rest.first?.isWhitespace ?? true)
    }

    /// The text as a browser would see it: ASCII tab and newlines removed, leading and
    /// trailing spaces and control characters trimmed.
    private static func browserView(of text: String) -> String {
        let removed = text.unicodeScalars.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }
        guard let first = removed.firstIndex(where: { $0.value > 0x20 }),
              let last = removed.lastIndex(where: { $0.value > 0x20 }) else { return "" }
        return String(String.UnicodeScalarView(removed[first...last]))
    }
}

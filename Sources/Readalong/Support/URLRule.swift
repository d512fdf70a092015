import Foundation

/// The rule for URL fields: absolute `http`, `https` or `mailto` only.
///
/// Browsers ignore tabs, newlines and leading control characters in a URL, so the scheme is
/// read the way they read it: `java\tscript:` is still `javascript:`.
enum URLRule {
    static let allowedSchemes: Set<String> = ["http", "https", "mailto"]

    /// Why a URL is refused, phrased for a message, or `nil` when it is fine.
    static func problem(with text: String, webOnly: Bool = false) -> ToolText? {
        let cleaned = browserView(of: text)
        guard let scheme = scheme(of: cleaned) else {
            return ToolText("url.notAbsolute", ["url": text])
        }
        let allowed = webOnly ? ["http", "https"] : allowedSchemes
        guard allowed.contains(scheme) else {
            return ToolText("url.scheme", ["scheme": scheme])
        }
        guard cleaned == text.trimmingCharacters(in: .whitespaces), !text.contains(" ") else {
            return ToolText("url.spaces", ["url": text])
        }
        if scheme == "mailto" { return cleaned.count > 7 ? nil : ToolText("url.noAddress", ["url": text]) }
        guard let components = URLComponents(string: cleaned), let host = components.host, !host.isEmpty else {
            return ToolText("url.malformed", ["url": text])
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

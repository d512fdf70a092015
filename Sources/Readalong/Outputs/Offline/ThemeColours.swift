import Foundation

/// The two colours of the built-in theme that stand for the site outside its pages: the
/// accent (browser bar, icons) and the page background (splash screen), as the light scheme
/// of `readalong.css` sets them, so that they follow the stylesheet.
struct ThemeColours: Equatable, Sendable {
    /// `#rrggbb`, lower case.
    let accent: String
    let background: String

    /// The colours used when the stylesheet does not set them.
    static let fallback = ThemeColours(accent: "#8a3b12", background: "#fbf8f3")

    /// The built-in theme's colours.
    static let builtIn: ThemeColours = {
        let css = TemplateLibrary.themeFiles()["readalong.css"].map { String(decoding: $0, as: UTF8.self) } ?? ""
        return ThemeColours(css: css)
    }()

    init(accent: String, background: String) {
        self.accent = accent
        self.background = background
    }

    /// Reads `--accent` and `--bg` where a stylesheet first sets them (the light scheme
    /// comes first in the theme); a missing or unreadable value keeps the fallback's.
    init(css: String) {
        accent = Self.variable("--accent", in: css) ?? Self.fallback.accent
        background = Self.variable("--bg", in: css) ?? Self.fallback.background
    }

    /// The red, green and blue of a `#rrggbb` colour.
    static func components(of colour: String) -> (red: Int, green: Int, blue: Int) {
        let digits = Array(colour.dropFirst())
        func channel(_ at: Int) -> Int { Int(String(digits[at..<at + 2]), radix: 16) ?? 0 }
        return (channel(0), channel(2), channel(4))
    }

    /// The first `name: #rrggbb;` of a stylesheet.
    private static func variable(_ name: String, in css: String) -> String? {
        guard let start = css.range(of: name + ":") else { return nil }
        let value = css[start.upperBound...].prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces).lowercased()
        let isColour = value.count == 7 && value.hasPrefix("#") && value.dropFirst().allSatisfy(\.isHexDigit)
        return isColour ? value : nil
    }
}

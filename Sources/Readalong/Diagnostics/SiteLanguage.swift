import Foundation

/// The language `content/site.yml` gives the site, read line by line so that messages can
/// follow it even when the file has mistakes the full check reports.
public enum SiteLanguage {
    /// The `language:` value, or the first of `languages:` (`[ca, es]` or a `- ca` list);
    /// `nil` when the file is missing or names none.
    public static func tag(in fileSystem: FileSystem) -> String? {
        guard let bytes = try? fileSystem.contents(of: "content/site.yml") else { return nil }
        return tag(inYAML: String(decoding: bytes, as: UTF8.self))
    }

    /// The language named by the top-level keys of a `site.yml` text.
    static func tag(inYAML text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, line) in lines.enumerated() {
            if let value = value(of: "language", in: line) {
                let tag = unquoted(value)
                return tag.isEmpty ? nil : tag
            }
            guard let value = value(of: "languages", in: line) else { continue }
            if value.hasPrefix("[") {
                return unquoted(String(value.dropFirst().split(separator: ",").first ?? ""))
            }
            let item = lines.dropFirst(index + 1).first { !$0.allSatisfy(\.isWhitespace) }
            guard let item, item.first?.isWhitespace == true || item.hasPrefix("-") else { return nil }
            let trimmed = item.drop { $0.isWhitespace }
            return trimmed.hasPrefix("-") ? unquoted(String(trimmed.dropFirst())) : nil
        }
        return nil
    }

    private static func value(of key: String, in line: String) -> String? {
        guard line.hasPrefix(key + ":") else { return nil }
        let withoutComment = line.dropFirst(key.count + 1).split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        return (withoutComment.first ?? "").trimmingCharacters(in: .whitespaces)
    }

    private static func unquoted(_ value: String) -> String {
        value.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: "\"']")))
    }
}

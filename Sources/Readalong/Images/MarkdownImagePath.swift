import Foundation

/// Where an image written in Markdown (`![alt](destination)`) lives in the site.
enum MarkdownImagePath {
    /// What a destination names.
    enum Target: Equatable {
        /// A file of the site (site-relative path).
        case file(String)
        /// A relative path that climbs out of content/.
        case outside
        /// Another site's image (`https://…`), left as written.
        case external
    }

    /// `@/assets/…`: an image in content/assets/, written the way other site links are.
    static func isAssetReference(_ url: String) -> Bool { url.hasPrefix("@/assets/") }

    /// Reads a destination written in the Markdown of the file at `owner`: `@/assets/x.jpg`,
    /// `/assets/x.jpg` (the published address, which the build rewrites for the base path)
    /// or a path relative to the file.
    static func target(of url: String, from owner: String) -> Target {
        // Any scheme (https:, data:, javascript:…) is not a file of the site; cmark-gfm
        // drops the dangerous ones from the HTML.
        if url.hasPrefix("//") || url.range(of: #"^[A-Za-z][A-Za-z0-9+.-]*:"#, options: .regularExpression) != nil {
            return .external
        }
        let path = url.split(separator: "#").first.map(String.init) ?? url
        let decoded = path.removingPercentEncoding ?? path
        if isAssetReference(decoded) { return .file("content/" + decoded.dropFirst(2)) }
        if decoded.hasPrefix("/assets/") { return .file("content" + decoded) }
        if decoded.hasPrefix("/") { return .outside }
        return ImageRules.resolve(decoded, from: owner).map(Target.file) ?? .outside
    }
}

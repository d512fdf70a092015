import Readalong

/// What the preview's overlay says of a build that failed: the diagnostics the last change
/// brought, errors before warnings, apart from those the build before it already had, so
/// the error just made is on the first screen and not under a pile of old warnings.
public struct PreviewReport: Sendable, Equatable {
    /// The diagnostics the last change brought, each formatted, errors first.
    public let new: [String]
    /// The diagnostics the previous build had too, each formatted, errors first.
    public let earlier: [String]
    /// Whether there was a previous build to compare with (not for the first build).
    public let compared: Bool

    /// A report of these lists.
    public init(new: [String], earlier: [String], compared: Bool) {
        self.new = new
        self.earlier = earlier
        self.compared = compared
    }

    /// A failure that is not about the content (the preview folder could not be written).
    public init(failure: String) {
        self.init(new: [failure], earlier: [], compared: false)
    }

    /// Sorts `diagnostics` (in report order, each with its formatted text in `formatted`)
    /// into new and earlier ones by whether `previous`, the identities of the previous
    /// build's diagnostics (`nil` for the first build), holds them, errors first in each part.
    public static func make(_ diagnostics: [Diagnostic], formatted: [String], previous: Set<String>?) -> PreviewReport {
        let pairs = zip(diagnostics, formatted)
        let ordered = pairs.filter { $0.0.severity == .error } + pairs.filter { $0.0.severity != .error }
        let isEarlier = { (diagnostic: Diagnostic) in previous?.contains(identity(of: diagnostic)) ?? false }
        return PreviewReport(new: ordered.filter { !isEarlier($0.0) }.map(\.1), earlier: ordered.filter { isEarlier($0.0) }.map(\.1),
                             compared: previous != nil)
    }

    /// What makes two builds' diagnostics the same one: code, file and message, not the
    /// line, which moves when lines are added above it.
    public static func identity(of diagnostic: Diagnostic) -> String {
        "\(diagnostic.code.id) \(diagnostic.location.path) \(diagnostic.message)"
    }
}

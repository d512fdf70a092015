/// The `take_part:` settings of `site.yml`: where members send their replies, votes,
/// join requests, reports and ratings.
public struct TakePartSettings: Sendable {
    /// How a forge makes new-issue links and reads issue forms.
    public enum ForgeStyle: String, Sendable, CaseIterable {
        case github, gitlab, forgejo
    }

    /// The club's repository on a forge (`https://github.com/club/site`), without a
    /// trailing slash.
    public let forge: String?
    /// How `forge` makes its new-issue links (`github` for github.com addresses when not
    /// written).
    public let forgeStyle: ForgeStyle
    /// The address members without a forge account write to.
    public let email: String?
}

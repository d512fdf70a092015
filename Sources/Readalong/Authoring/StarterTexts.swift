/// The words of a new site in one language: its tagline, the founder's biography, and the
/// two pages of the menu (a welcome and the club's norms), written for a real club to keep
/// or adapt, not as placeholders.
struct StarterTexts {
    let siteDescription: String
    let founderBiography: String
    let welcomeSlug: String
    let welcomeTitle: String
    let welcomeDescription: String
    let welcome: String
    let normsSlug: String
    let normsTitle: String
    let normsDescription: String
    let norms: String

    /// The texts in `language` (`ca`, `es` or `en`) for the club `club` founded by `founder`.
    static func written(in language: String, club: String, founder: String) -> StarterTexts {
        switch language {
        case "ca": return catalan(club: club, founder: founder)
        case "es": return spanish(club: club, founder: founder)
        default: return english(club: club, founder: founder)
        }
    }
}

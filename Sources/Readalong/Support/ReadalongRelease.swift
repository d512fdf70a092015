/// The release of Readalong this code is. `scripts/release.sh` names its archive after
/// `version`, and a new site's CI workflow installs that same release.
public enum ReadalongRelease {
    /// The version, `MAJOR.MINOR.PATCH`; raise it before tagging `vVERSION`.
    public static let version = "0.1.0"

    /// The GitHub repository (`owner/name`) that publishes the releases and `action.yml`.
    public static let repository = "readalong/readalong"
}

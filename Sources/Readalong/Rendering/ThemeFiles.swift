/// Which built-in theme files a site publishes.
extension PublishedSite {
    /// Whether a theme file is published: a feature's own stylesheet (lists and picks, the
    /// year in reading) only for a site that has that feature, so that other sites publish
    /// the theme they always did.
    func publishes(themeFile name: String) -> Bool {
        club.publishes(themeFile: name) && (name != YearFigures.stylesheet || !yearTally.years.isEmpty)
    }
}

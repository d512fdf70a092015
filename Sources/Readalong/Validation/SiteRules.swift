/// Every rule of the content specification over a resolved site but the image rules
/// (`ImageRules`, which come first: what they let through is published): each a function of
/// the site that returns its diagnostics.
///
/// The rules do not depend on one another, so they run in parallel: the site-wide rules
/// and each room's rules are separate jobs of one parallel loop, so that a long rule (the
/// contact details of every text, the links of every page) never holds the other cores idle.
enum SiteRules {
    /// The diagnostics of every rule, in no particular order (the report sorts them); those
    /// of the image rules, `imageDiagnostics`, are put among them.
    static func check(_ site: ResolvedSite, imageDiagnostics: [Diagnostic], options: BuildOptions) -> [Diagnostic] {
        let members = Dictionary(site.members.map { ($0.handle, $0) }, uniquingKeysWith: { first, _ in first })
        let siteWide: [@Sendable () -> [Diagnostic]] = [
            { ReferenceRules.check(site) }, { AliasRules.check(site) }, { FormerMemberRule.check(site) },
            { DuplicateBookRule.check(site.books) }, { ForgeLoginRule.check(site.members) },
            { ClubRules.check(site, now: options.clock.now) }, { MomentRules.check(site) }, { EditionRules.check(site) },
        ]
        let roomRules: [@Sendable () -> [Diagnostic]] = site.rooms.map { room in
            { RoomRules.check(room, members: members, options: options) }
        }
        let lastRules: [@Sendable () -> [Diagnostic]] = [
            { LinkRules(site: site, includeDrafts: options.includeDrafts).check() }, { ContactRules(site: site).check() },
            { ErasedMentionRule(site: site).check() }, { PlaceholderRule.check(sources: site.sources) },
            { TranslationRules(site: site).check() },
        ]
        let jobs: [@Sendable () -> [Diagnostic]] = siteWide + roomRules + lastRules
        // Run from the end, where the rules that read every text are, so that the short ones
        // fill the last moments; the diagnostics are put back in the order above, the image
        // rules' after the site-wide rules'.
        let found = Array(jobs.reversed()).parallelMap { $0() }.reversed()
        return found.prefix(siteWide.count).flatMap { $0 } + imageDiagnostics + found.dropFirst(siteWide.count).flatMap { $0 }
    }
}

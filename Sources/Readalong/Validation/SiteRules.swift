/// Every rule of the content specification over a resolved site: each a function of the
/// site that returns its diagnostics (the image rules read what `ImageProbes` found, and
/// give back the images that passed). The rooms' rules run in parallel.
enum SiteRules {
    /// The diagnostics of every rule, in no particular order (the report sorts them), and
    /// the images that passed.
    static func check(_ site: ResolvedSite, probes: ImageProbes,
                      options: BuildOptions) -> (diagnostics: [Diagnostic], images: ImageCatalog) {
        let (images, imageDiagnostics) = ImageRules.check(site, probes: probes)
        var diagnostics = ReferenceRules.check(site) + AliasRules.check(site) + FormerMemberRule.check(site)
            + DuplicateBookRule.check(site.books) + ForgeLoginRule.check(site.members) + ClubRules.check(site, now: options.clock.now) + MomentRules.check(site) + EditionRules.check(site) + imageDiagnostics
        let members = Dictionary(site.members.map { ($0.handle, $0) }, uniquingKeysWith: { first, _ in first })
        diagnostics += site.rooms.parallelMap { RoomRules.check($0, members: members, options: options) }.flatMap { $0 }
        diagnostics += LinkRules(site: site, includeDrafts: options.includeDrafts).check()
        diagnostics += ContactRules(site: site).check()
        diagnostics += ErasedMentionRule(site: site).check()
        diagnostics += PlaceholderRule.check(sources: site.sources)
        return (diagnostics, images)
    }
}

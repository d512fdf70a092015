import Foundation

/// The plan of a site in several languages.
enum MultilingualPlan {
    typealias PlannedFile = SitePlan.PlannedFile

    /// Plans a site in several languages: every language's pages, feeds, calendars and
    /// search files under its prefix, each made from `SiteTranslation`'s view of the site in
    /// that language; once for the whole site the theme, images, `404.html`, `robots.txt`,
    /// the offline files and one sitemap listing every language with its alternates; and,
    /// with `default_prefix`, a page at `/` linking each language.
    static func plan(_ site: Site, options: BuildOptions, baseURL: String,
                     chats: (inputs: [String: ContentHash], base: ContentHash, digests: ShardDigests?),
                     keptFile: @escaping @Sendable (String) -> Data?) -> SitePlan {
        let versions = LanguageVersions(config: site.config, baseURL: baseURL)
        let plans = versions.versions.enumerated().map { index, version in
            let translation = SiteTranslation.view(of: site, in: version.tag)
            let strings = UIStrings(languageTag: version.tag)
            let dates = DateText(languageTag: version.tag)
            let published = PublishedSite(site: translation.site, options: options, baseURL: baseURL, strings: strings,
                                          dates: dates, language: version.tag, languagePrefix: version.prefix)
            let kit = PageKit(published: published, strings: strings, dates: dates,
                              pageLanguage: PageLanguage(versions: versions, current: version, translation: translation))
            // The table of chat shard digests the next build starts from is the default language's.
            return SitePlan(pages: SitePages(published: published, kit: kit),
                            chats: (chats.inputs, chats.base, index == 0 ? chats.digests : nil), keptFile: keptFile)
        }
        let urls = plans[0].pages.kit.urls
        let sitemap = urls.outputFile(for: urls.sitemap)
        let listed = plans[0].listedPages
        var files: [PlannedFile] = []
        for (index, plan) in plans.enumerated() {
            let prefix = versions.versions[index].prefix
            // The files of the whole site come with the default language's plan.
            for var file in plan.files where index == 0 || file.path.hasPrefix(prefix) {
                file.language = index
                if file.path == sitemap {
                    file = PlannedFile(path: sitemap, source: .text {
                        Sitemap.xml(pages: listed.map { url in
                            versions.alternates(of: url, in: versions.original).dropLast().map { ($0.hreflang, $0.href) }
                        })
                    }, transcripts: .all)
                }
                files.append(file)
            }
        }
        if site.config.defaultPrefix {
            let page = LanguageChooserPage(title: plans[0].pages.kit.text(site.config.title),
                                           languages: versions.versions.map { ($0.autonym, $0.tag, urls.shared($0.prefix)) },
                                           strings: plans.map(\.pages.kit.strings))
            files.append(PlannedFile(path: "index.html", source: .text { page.html }))
        }
        return SitePlan(files: files, chatShards: plans[0].chatShards, pages: plans[0].pages,
                  languagePages: plans.map(\.pages), listedPages: listed)
    }
}

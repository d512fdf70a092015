/// Links between pages in every Markdown text of the site, written `@/…` or as a plain
/// site path (`/picks/x/`): the target must exist and be published (not a private room,
/// not a draft the build leaves out).
struct LinkRules: Sendable {
    let site: ResolvedSite
    let includeDrafts: Bool
    private let aliases: AliasIndex

    init(site: ResolvedSite, includeDrafts: Bool) {
        self.site = site
        self.includeDrafts = includeDrafts
        self.aliases = AliasIndex(site)
    }

    func check() -> [Diagnostic] {
        let log = DiagnosticLog()
        for source in Self.markdownSources(of: site) where Self.mayLink(source.text) {
            var seen: [String: Int] = [:]
            for destination in MarkdownParser.destinations(in: source.text) where Self.isChecked(destination) {
                let key = (destination.bare ? "bare " : "link ") + destination.url
                check(destination, occurrence: seen[key, default: 0], in: source, log: log)
                seen[key, default: 0] += 1
            }
        }
        return log.entries
    }

    /// Whether a text may hold a link this rule checks (most texts hold none).
    private static func mayLink(_ text: String) -> Bool {
        ByteSearch.contains("@/", in: text) || ByteSearch.contains("](/", in: text) || ByteSearch.contains("]: /", in: text)
            || ByteSearch.contains("</", in: text)
    }

    /// `@/` references (asset images are MarkdownImageRules'), and links to a site path.
    private static func isChecked(_ destination: MarkdownParser.Destination) -> Bool {
        if InternalLink.isInternal(destination.url) {
            return destination.bare || !MarkdownImagePath.isAssetReference(destination.url)
        }
        return !destination.bare && !destination.image && InternalLink.isSitePath(destination.url)
    }

    /// Every Markdown text of the site that is published as HTML.
    static func markdownSources(of site: ResolvedSite) -> [MarkdownSource] {
        var sources: [MarkdownSource] = site.config?.footer.map { [$0] } ?? []
        sources += site.books.map(\.body) + site.members.map(\.body) + site.pages.map(\.body)
        sources += site.books.flatMap { $0.notes.flatMap { [$0.quote, $0.text].compactMap { $0 } } }
        sources += site.clubBodies
        for room in site.rooms {
            sources.append(room.body)
            sources += room.schedule?.events.compactMap(\.notes) ?? []
            for transcript in room.transcripts.loaded {
                sources += transcript.messages.map { MarkdownSource(text: $0.text, path: transcript.path, firstLine: $0.line) }
            }
        }
        for translation in site.translations {
            sources.append(translation.body)
            sources += (translation.footer.map { [$0] } ?? []) + translation.events.compactMap(\.notes)
        }
        return sources
    }

    private func check(_ destination: MarkdownParser.Destination, occurrence: Int, in source: MarkdownSource,
                       log: DiagnosticLog) {
        if destination.bare, let spaced = SpacedDestination(bare: destination.url, from: source.firstLine + destination.line - 1,
                                                            in: site.sources[source.path], path: source.path) {
            log.report(.brokenLink, at: spaced.location,
                       ToolText("link.spaced", ["written": spaced.written]), hint: spaced.hint)
            return
        }
        let location = locate(destination, occurrence: occurrence, in: source)
        if destination.bare {
            // An asset named in plain text is not a link to check (images are MarkdownImageRules').
            guard !MarkdownImagePath.isAssetReference(destination.url) else { return }
            log.report(.bareSiteLink, at: location, ToolText("link.bare", ["url": destination.url]),
                       hint: ToolText("link.bare.hint", ["url": destination.url]))
            return
        }
        guard let link = InternalLink.parse(destination.url) ?? InternalLink.parse(sitePath: destination.url) else {
            log.report(.brokenLink, at: location, ToolText("link.notSiteLink", ["url": destination.url]),
                       hint: ToolText("link.notSiteLink.hint"))
            return
        }
        switch link.target {
        case .book(let slug):
            require(site.bookSlugs.contains(slug), ToolText("link.noBook", ["slug": slug]), candidates: site.bookSlugs, slug, location, log,
                    old: .book)
        case .member(let handle):
            require(site.memberHandles.contains(handle), ToolText("link.noMember", ["handle": handle]), candidates: site.memberHandles,
                    handle, location, log, old: .member,
                    otherwise: MemberRename(members: Dictionary(site.members.map { ($0.handle, $0) }) { first, _ in first })
                        .hint(for: handle))
            if site.members.contains(where: { $0.handle == handle && $0.erase }) {
                log.report(.linkToErasedMember, at: location, ToolText("link.erased", ["url": destination.url]),
                           hint: ToolText("link.erased.hint"))
            }
        case .page(let slug):
            let slugs = Set(site.inventory.pages.map(\.slug))
            require(slugs.contains(slug), ToolText("link.noPage", ["slug": slug]), candidates: slugs, slug, location, log)
            if let page = site.pages.first(where: { $0.slug == slug }), page.draft, !includeDrafts {
                log.report(.linkToUnpublished, at: location, ToolText("link.draftPage", ["url": destination.url]),
                           hint: ToolText("link.draftPage.hint"))
            }
        case .room(let slug):
            let slugs = Set(site.inventory.rooms.map(\.slug))
            require(slugs.contains(slug), ToolText("link.noRoom", ["slug": slug]), candidates: slugs, slug, location, log, old: .room)
            guard let room = site.rooms.first(where: { $0.slug == slug }) else { return }
            if room.visibility == .private {
                log.report(.linkToUnpublished, at: location, ToolText("link.privateRoom", ["url": destination.url]),
                           hint: ToolText("link.privateRoom.hint"))
            } else if room.draft, !includeDrafts {
                log.report(.linkToUnpublished, at: location, ToolText("link.draftRoom", ["url": destination.url]),
                           hint: ToolText("link.draftRoom.hint"))
            }
        case .news(let slug):
            checkItem(slug, kind: "news", drafts: site.news.map { ($0.slug, $0.draft) }, destination.url, location, log)
        case .list(let slug):
            checkItem(slug, kind: "list", drafts: site.lists.map { ($0.slug, $0.draft) }, destination.url, location, log)
        case .pick(let slug):
            checkItem(slug, kind: "pick", drafts: site.picks.map { ($0.slug, $0.draft) }, destination.url, location, log)
        case .sitePath(let path):
            guard !SiteSections.holds(path) else { return }
            log.report(.brokenLink, at: location, ToolText("link.noSitePath", ["url": destination.url]),
                       hint: ToolText("link.noSitePath.hint"))
        }
    }

    /// A news item, list or pick must exist and, unless the build includes drafts, be
    /// published; `drafts` holds each one's slug and whether it is a draft, and `kind`
    /// (`news`, `list` or `pick`) ends the catalogue keys of the messages.
    private func checkItem(_ slug: String, kind: String, drafts: [(slug: String, draft: Bool)], _ url: String,
                           _ location: SourceLocation, _ log: DiagnosticLog) {
        require(drafts.contains { $0.slug == slug }, ToolText("link.noItem.\(kind)", ["slug": slug]),
                candidates: Set(drafts.map(\.slug)), slug, location, log)
        if drafts.contains(where: { $0.slug == slug && $0.draft }), !includeDrafts {
            log.report(.linkToUnpublished, at: location, ToolText("link.draftItem.\(kind)", ["url": url]),
                       hint: ToolText("link.draftItem.\(kind).hint"))
        }
    }

    /// Reports a link to a name that does not exist; the hint is the new name when `name`
    /// is an old one of that kind (`old`), else a close name, else `otherwise`, else a
    /// reminder to check the name.
    private func require(_ exists: Bool, _ message: ToolText, candidates: Set<String>, _ name: String,
                         _ location: SourceLocation, _ log: DiagnosticLog, old kind: AliasIndex.Kind? = nil,
                         otherwise: @autoclosure () -> ToolText? = nil) {
        guard !exists else { return }
        log.report(.brokenLink, at: location, ToolText("link.broken", texts: ["problem": message]),
                   hint: kind.flatMap { aliases.hint(for: name, kind: $0) } ?? Suggestion.hint(for: name, in: candidates.sorted()) ?? otherwise() ?? ToolText("link.broken.hint"))
    }

    /// The exact line and column of the destination in its file: its `occurrence`-th
    /// appearance of the same kind (link destination or bare text) in the source.
    func locate(_ destination: MarkdownParser.Destination, occurrence: Int, in source: MarkdownSource) -> SourceLocation {
        let fallback = SourceLocation(path: source.path, line: source.firstLine + destination.line - 1, column: 1)
        guard let text = site.sources[source.path] else { return fallback }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var remaining = occurrence
        for index in max(0, source.firstLine - 1)..<lines.count {
            let line = String(lines[index])
            for offset in ByteSearch.offsets(of: destination.url, in: line) {
                let prefix = String(decoding: line.utf8.prefix(offset), as: UTF8.self)
                let opener = prefix.last { !$0.isWhitespace }
                let isDestination = opener == "(" || opener == "<" || opener == ":"
                guard isDestination != destination.bare else { continue }
                if remaining == 0 {
                    return SourceLocation(path: source.path, line: index + 1, column: prefix.unicodeScalars.count + 1)
                }
                remaining -= 1
            }
        }
        return fallback
    }
}

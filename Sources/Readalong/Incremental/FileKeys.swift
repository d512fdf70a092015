/// What a build is made of, as fingerprints: the site's files, the tool, and the options.
struct BuildFingerprint: Sendable {
    /// Everything: when it matches the last build, so does the whole output.
    let all: ContentHash
    /// Everything except the transcripts.
    let withoutTranscripts: ContentHash
    let inputs: SiteInputs

    init(inputs: SiteInputs, options: BuildOptions, baseURL: String?, tool: ContentHash = ToolIdentity.current()) {
        self.inputs = inputs
        var common = Hasher128()
        common.add(tool)
        common.add(options.includeDrafts ? 1 : 0)
        common.add(baseURL ?? "")
        var all = common
        all.add(inputs.all)
        self.all = all.finish()
        common.add(inputs.withoutTranscripts)
        withoutTranscripts = common.finish()
    }
}

/// The key of each planned file: the fingerprint of every input it may depend on. Every
/// file depends on everything but the transcripts, and on the clock window; pages that show
/// chats depend on their room's transcripts (or several rooms', for a book's pages); pages
/// that only count messages (the home page, the year pages, the feed, a member's pages)
/// depend on the rooms' outlines; a chat search shard depends on what each room puts in it,
/// and the sitemap on the addresses it lists.
struct FileKeys: Sendable {
    private let base: ContentHash
    private let inputs: SiteInputs

    init(fingerprint: BuildFingerprint, window: ClockWindow) {
        var hasher = Hasher128()
        hasher.add(fingerprint.withoutTranscripts)
        hasher.add(window.start)
        hasher.add(window.end)
        base = hasher.finish()
        inputs = fingerprint.inputs
    }

    /// The key of one planned file. The name of an image variant or a share card already
    /// fingerprints its source and parameters: with the libvips version, that is all it
    /// depends on, so an unchanged photo is never processed again whatever else changed.
    func key(of file: SitePlan.PlannedFile) -> ContentHash {
        var hasher = Hasher128()
        switch file.source {
        case .image, .shareCard:
            hasher.add(file.path)
            hasher.add(Vips.version)
            return hasher.finish()
        default: break
        }
        hasher.add(base)
        hasher.add(file.path)
        switch file.transcripts {
        case .none: break
        case .room(let slug): hasher.add(inputs.transcriptsByRoom[slug] ?? ContentHash(text: ""))
        case .rooms(let slugs):
            for slug in slugs { hasher.add(inputs.transcriptsByRoom[slug] ?? ContentHash(text: "")) }
        case .all: hasher.add(inputs.transcripts)
        case .digest(let digest): hasher.add(digest())
        }
        return hasher.finish()
    }
}

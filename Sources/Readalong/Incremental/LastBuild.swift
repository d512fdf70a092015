/// Between one build and the next: what a build may take from the last one (nothing to do at
/// all, or the outlines of rooms whose chats it need not read), and what it leaves for the
/// next one (its manifest).
extension BuildFingerprint {
    /// Whether `output/` is already what this build would make: nothing the site is made of
    /// changed since a last build that reported nothing, and the clock is still inside that
    /// build's window.
    func matches(_ last: BuildManifest.Header, now: Int) -> Bool {
        last.clean && last.inputs == all && last.window.contains(now)
    }

    /// The outlines of the last build that still hold: every input but the transcripts is
    /// unchanged, the clock is inside the same window (so every key but the transcripts' is
    /// the same), and the room's transcripts are the very files the outline was made from.
    /// `manifest` is read only when the header allows it.
    func keptOutlines(_ last: BuildManifest.Header?, manifest: () -> BuildManifest?,
                      now: Int) -> KeptRooms {
        guard let last, last.others == withoutTranscripts, last.window.contains(now),
              let manifest = manifest() else { return [:] }
        let kept = manifest.rooms.filter { inputs.transcriptsByRoom[$0.key] == $0.value.inputs }
        return KeptRooms(kept, dropped: Set(manifest.rooms.keys).subtracting(kept.keys))
    }

    /// The outlines this build hands to the next one: every room whose transcripts gave no
    /// diagnostic, with the outline it kept from the last build or one of the chats it read.
    func outlines(of site: Site, diagnostics: [Diagnostic]) -> [String: TranscriptOutline] {
        let reported = Set(diagnostics.compactMap { SiteInputs.transcriptRoom(of: $0.location.path) })
        var outlines: [String: TranscriptOutline] = [:]
        for room in site.rooms where !reported.contains(room.slug) {
            switch room.transcripts {
            case .kept(let outline):
                outlines[room.slug] = outline
            case .loaded(let transcripts):
                guard !transcripts.isEmpty, let inputs = inputs.transcriptsByRoom[room.slug] else { continue }
                outlines[room.slug] = TranscriptOutline(inputs: inputs, entries: room.transcripts.outline)
            }
        }
        return outlines
    }
}

extension BuildManifest {
    /// The manifest a build leaves: its files, by path, and its rooms' outlines. A build
    /// that cannot be trusted (an input changed while it was read) keeps the fingerprints of
    /// the bytes but no keys, no outlines and no clean mark, so the next build reads and
    /// renders everything again. The swap fills in the folders' identities and the tree.
    init(fingerprint: BuildFingerprint, window: ClockWindow, clean: Bool, pageCount: Int, sourceCount: Int,
         files records: [String: Record], rooms: [String: TranscriptOutline], trusted: Bool) {
        let kept = trusted ? records : records.mapValues { Record(key: ContentHash(high: 0, low: 0), hash: $0.hash) }
        let header = Header(inputs: fingerprint.all, others: fingerprint.withoutTranscripts, window: window,
                            clean: clean && trusted, pageCount: pageCount, sourceCount: sourceCount,
                            outputFolder: "", treeFolder: "", fileCount: kept.count)
        self.init(header: header, output: kept, tree: [:], rooms: trusted ? rooms : [:])
    }
}

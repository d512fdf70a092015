/// Members who asked to be forgotten are replaced by a neutral label wherever the site names
/// them, but words other people wrote are published as written. This rule warns (W013) at
/// each published message or text that still names an erased member by handle (old ones
/// too) or name, so that an editor can rephrase it.
struct ErasedMentionRule {
    let site: ResolvedSite

    func check() -> [Diagnostic] {
        let log = DiagnosticLog()
        let needles = site.members.filter(\.erase).flatMap { member in
            ([member.handle, member.name] + member.aliases.map(\.value)).map { ($0.lowercased(), member.handle) }
        }
        guard !needles.isEmpty else { return [] }
        func scan(_ text: String, at location: SourceLocation) {
            let lowered = text.lowercased()
            guard let needle = needles.first(where: { MentionFinder.containsWord($0.0, in: lowered) }) else { return }
            log.report(.erasedMemberNamed, at: location, ToolText("erased.named", ["name": needle.1]),
                       hint: ToolText("erased.named.hint"))
        }
        let erased = Set(needles.map(\.1))
        for source in site.books.map(\.body) + site.members.filter({ !erased.contains($0.handle) }).map(\.body)
            + site.pages.map(\.body) + site.clubBodies {
            scanLines(of: source, with: scan)
        }
        for room in site.rooms where room.visibility != .private {
            scanLines(of: room.body, with: scan)
            for transcript in room.transcripts.loaded {
                for message in transcript.visibleMessages {
                    scan(message.text, at: SourceLocation(path: transcript.path, line: message.line, column: 1))
                }
            }
        }
        return log.entries
    }

    /// Scans a Markdown text line by line, so the warning names the line.
    private func scanLines(of source: MarkdownSource, with scan: (String, SourceLocation) -> Void) {
        for (offset, line) in source.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where !line.isEmpty {
            scan(String(line), SourceLocation(path: source.path, line: source.firstLine + offset, column: 1))
        }
    }
}

import Foundation

/// What the staging area knows about the last build: the inputs it was made from, and for
/// each file of `output/` the fingerprint of what went into it (its key) and of its bytes.
/// It also knows the bytes of the older tree kept for recycling, so that a rebuild rewrites
/// only the files that differ, and the outline of each room whose transcripts gave no
/// diagnostic, so that a rebuild need not read unchanged chats.
///
/// Stored as plain text in `.output.staging/manifest`: a short header, then one line per
/// file. The header alone decides whether a build can be skipped, so it is read first and
/// the file lines only when pages are rendered. A manifest that does not parse, or that
/// names folders other than the ones on disk, is ignored: the next build is then a full one.
struct BuildManifest: Equatable, Sendable {
    /// One file of a build.
    struct Record: Equatable, Sendable {
        /// Fingerprint of every input the file depends on.
        let key: ContentHash
        /// Fingerprint of the file's bytes.
        let hash: ContentHash
    }

    /// The build as a whole.
    struct Header: Equatable, Sendable {
        /// Fingerprint of the inputs of the whole build (content, templates, options, tool).
        var inputs: ContentHash
        /// The same without the transcripts: while it holds, outlines of rooms whose chats
        /// did not change can be kept.
        var others: ContentHash
        /// The clock window the output is valid in.
        var window: ClockWindow
        /// Whether the build reported no diagnostics at all (only then may a rebuild be
        /// skipped, since a skipped build has no warnings to repeat).
        var clean: Bool
        /// How many of the files are pages, and how many content files were read.
        var pageCount: Int
        var sourceCount: Int
        /// Identities (device, inode, change time) of `output/` and of the recycled tree once
        /// the build was swapped in; a mismatch means the manifest does not describe these
        /// folders.
        var outputFolder: String
        var treeFolder: String
        /// How many files `output/` has.
        var fileCount: Int
    }

    static let formatLine = "readalong-manifest 4"
    private static let headerLines = 9

    var header: Header
    /// The files of `output/`, by path.
    var output: [String: Record]
    /// The bytes of the files in the recycled tree, by path; `nil` when unknown.
    var tree: [String: ContentHash]?
    /// Outlines of rooms' transcripts, by room slug.
    var rooms: [String: TranscriptOutline]

    /// The manifest as text.
    var text: String {
        let header = header
        var lines = [Self.formatLine,
                     "inputs \(header.inputs)",
                     "others \(header.others)",
                     "window \(header.window.start) \(header.window.end)",
                     "clean \(header.clean ? 1 : 0)",
                     "counts \(header.pageCount) \(header.sourceCount)",
                     "folders \(header.outputFolder) \(header.treeFolder)",
                     "output \(output.count)"]
        lines.append(tree.map { "tree \($0.count)" } ?? "tree unknown")
        for path in output.keys.sorted() {
            let record = output[path]!
            lines.append("\(record.key) \(record.hash) \(path)")
        }
        for (path, hash) in (tree ?? [:]).sorted(by: { $0.key < $1.key }) { lines.append("\(hash) \(path)") }
        // One line per transcript, `<room's fingerprint> <pages> <room>/<name>`, in the room's order.
        lines.append("rooms \(rooms.values.reduce(0) { $0 + $1.entries.count })")
        for (slug, outline) in rooms.sorted(by: { $0.key < $1.key }) {
            lines += outline.entries.map { "\(outline.inputs) \($0.pages) \(slug)/\($0.name)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    init(header: Header, output: [String: Record], tree: [String: ContentHash]?,
         rooms: [String: TranscriptOutline] = [:]) {
        self.header = header
        self.output = output
        self.tree = tree
        self.rooms = rooms
    }

    /// Reads the header only; `nil` when it is not one of this format.
    static func header(of text: String) -> Header? {
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"), maxSplits: headerLines, omittingEmptySubsequences: false)
            .prefix(headerLines).map { Substring($0) }.makeIterator()
        func fields(_ name: String, _ count: Int) -> [Substring]? {
            guard let line = lines.next() else { return nil }
            let parts = line.split(separator: " ")
            guard parts.count == count + 1, parts[0] == name else { return nil }
            return Array(parts.dropFirst())
        }
        guard lines.next() == Substring(formatLine),
              let inputs = fields("inputs", 1).flatMap({ ContentHash(hexDigits: $0[0].utf8) }),
              let others = fields("others", 1).flatMap({ ContentHash(hexDigits: $0[0].utf8) }),
              let window = fields("window", 2), let start = Int(window[0]), let end = Int(window[1]),
              let clean = fields("clean", 1), let counts = fields("counts", 2),
              let pageCount = Int(counts[0]), let sourceCount = Int(counts[1]),
              let folders = fields("folders", 2),
              let fileCount = fields("output", 1).flatMap({ Int($0[0]) }), fileCount >= 0 else { return nil }
        let (outputFolder, treeFolder) = (String(folders[0]), String(folders[1]))
        return Header(inputs: inputs, others: others, window: ClockWindow(start: start, end: end), clean: clean[0] == "1",
                      pageCount: pageCount, sourceCount: sourceCount, outputFolder: outputFolder,
                      treeFolder: treeFolder, fileCount: fileCount)
    }

    /// Reads the whole text form; `nil` when it is not a complete manifest of this format.
    init?(text: String) {
        guard let header = Self.header(of: text) else { return nil }
        var lines = text.utf8.split(separator: UInt8(ascii: "\n")).dropFirst(Self.headerLines - 1).makeIterator()
        guard let treeLine = lines.next().map(Substring.init), treeLine.hasPrefix("tree ") else { return nil }
        var output: [String: Record] = [:]
        for _ in 0..<header.fileCount {
            guard let line = lines.next(), let (hashes, path) = Self.split(line, hashes: 2) else { return nil }
            output[path] = Record(key: hashes[0], hash: hashes[1])
        }
        var tree: [String: ContentHash]?
        if let treeCount = Int(treeLine.dropFirst(5)), treeCount >= 0 {
            var files: [String: ContentHash] = [:]
            for _ in 0..<treeCount {
                guard let line = lines.next(), let (hashes, path) = Self.split(line, hashes: 1) else { return nil }
                files[path] = hashes[0]
            }
            tree = files
        } else if treeLine != "tree unknown" {
            return nil
        }
        guard let roomsLine = lines.next().map(Substring.init), roomsLine.hasPrefix("rooms "),
              let transcriptCount = Int(roomsLine.dropFirst(6)), transcriptCount >= 0 else { return nil }
        var rooms: [String: TranscriptOutline] = [:]
        for _ in 0..<transcriptCount {
            guard let line = lines.next(), let (hashes, rest) = Self.split(line, hashes: 1),
                  let space = rest.firstIndex(of: " "), let pages = Int(rest[..<space]), pages > 0,
                  let slash = rest[space...].firstIndex(of: "/") else { return nil }
            let slug = String(rest[rest.index(after: space)..<slash])
            let entry = TranscriptOutline.Entry(name: String(rest[rest.index(after: slash)...]), pages: pages)
            let entries = (rooms[slug]?.entries ?? []) + [entry]
            guard rooms[slug] == nil || rooms[slug]?.inputs == hashes[0] else { return nil }
            rooms[slug] = TranscriptOutline(inputs: hashes[0], entries: entries)
        }
        guard lines.next() == nil else { return nil }
        self.init(header: header, output: output, tree: tree, rooms: rooms)
    }

    /// `<hash> [<hash>] <path>`: the path is the rest of the line, spaces included.
    private static func split(_ line: Substring.UTF8View, hashes count: Int) -> ([ContentHash], String)? {
        var hashes: [ContentHash] = []
        var rest = line[...]
        for _ in 0..<count {
            guard rest.count > 33, let hash = ContentHash(hexDigits: rest.prefix(32)),
                  rest[rest.index(rest.startIndex, offsetBy: 32)] == UInt8(ascii: " ") else { return nil }
            hashes.append(hash)
            rest = rest.dropFirst(33)
        }
        return (hashes, String(Substring(rest)))
    }
}

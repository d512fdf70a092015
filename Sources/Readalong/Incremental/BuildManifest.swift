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

    static let formatLine = "readalong-manifest 5"
    private static let headerLines = 9

    var header: Header
    /// The files of `output/`, by path.
    var output: [String: Record]
    /// The bytes of the files in the recycled tree, by path; `nil` when unknown.
    var tree: [String: ContentHash]?
    /// Outlines of rooms' transcripts, by room slug.
    var rooms: [String: TranscriptOutline]

    /// The manifest as text.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The text form's UTF-8 bytes: the header lines, the files of `output/` and of the
    /// tree (in no particular order), then the rooms' transcripts.
    var bytes: [UInt8] {
        let header = header
        let lines = [Self.formatLine,
                     "inputs \(header.inputs)",
                     "others \(header.others)",
                     "window \(header.window.start) \(header.window.end)",
                     "clean \(header.clean ? 1 : 0)",
                     "counts \(header.pageCount) \(header.sourceCount)",
                     "folders \(header.outputFolder) \(header.treeFolder)",
                     "output \(output.count)",
                     tree.map { "tree \($0.count)" } ?? "tree unknown"]
        var bytes = Array((lines.joined(separator: "\n") + "\n").utf8)
        bytes.reserveCapacity(bytes.count + (output.count + (tree?.count ?? 0)) * 100)
        func line(_ hashes: [ContentHash], _ rest: String) {
            for hash in hashes {
                hash.appendDigits(to: &bytes)
                bytes.append(UInt8(ascii: " "))
            }
            bytes += rest.utf8
            bytes.append(UInt8(ascii: "\n"))
        }
        for (path, record) in output { line([record.key, record.hash], path) }
        for (path, hash) in tree ?? [:] { line([hash], path) }
        // One line per transcript, `<room's fingerprint> <pages> <message counts> <room>/<name>`,
        // in the room's order.
        bytes += "rooms \(rooms.values.reduce(0) { $0 + $1.entries.count })\n".utf8
        for (slug, outline) in rooms.sorted(by: { $0.key < $1.key }) {
            for entry in outline.entries { line([outline.inputs], "\(entry.pages) \(entry.messages.word) \(slug)/\(entry.name)") }
        }
        return bytes
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
        var reader = LineReader(Array(text.utf8))
        // Room for as many lines as the text can hold (a line has at least 34 bytes), not
        // for whatever count a damaged header claims.
        let most = text.utf8.count / 34
        for _ in 0..<(Self.headerLines - 1) { _ = reader.next() }
        guard let treeLine = reader.next().map({ String(decoding: $0, as: UTF8.self) }), treeLine.hasPrefix("tree ") else {
            return nil
        }
        var output: [String: Record] = [:]
        output.reserveCapacity(min(header.fileCount, most))
        for _ in 0..<header.fileCount {
            guard let line = reader.next(), let (hashes, path) = Self.split(line, hashes: 2) else { return nil }
            output[path] = Record(key: hashes[0], hash: hashes[1])
        }
        var tree: [String: ContentHash]?
        if let treeCount = Int(treeLine.dropFirst(5)), treeCount >= 0 {
            var files: [String: ContentHash] = [:]
            files.reserveCapacity(min(treeCount, most))
            for _ in 0..<treeCount {
                guard let line = reader.next(), let (hashes, path) = Self.split(line, hashes: 1) else { return nil }
                files[path] = hashes[0]
            }
            tree = files
        } else if treeLine != "tree unknown" {
            return nil
        }
        guard let roomsLine = reader.next().map({ String(decoding: $0, as: UTF8.self) }), roomsLine.hasPrefix("rooms "),
              let transcriptCount = Int(roomsLine.dropFirst(6)), transcriptCount >= 0 else { return nil }
        var rooms: [String: TranscriptOutline] = [:]
        for _ in 0..<transcriptCount {
            guard let line = reader.next(), let (hashes, rest) = Self.split(line, hashes: 1),
                  let space = rest.firstIndex(of: " "), let pages = Int(rest[..<space]), pages > 0,
                  let second = rest[rest.index(after: space)...].firstIndex(of: " "),
                  let messages = MessageCounts(word: rest[rest.index(after: space)..<second]),
                  let slash = rest[second...].firstIndex(of: "/") else { return nil }
            let slug = String(rest[rest.index(after: second)..<slash])
            let entry = TranscriptOutline.Entry(name: String(rest[rest.index(after: slash)...]), pages: pages, messages: messages)
            guard rooms[slug] == nil || rooms[slug]?.inputs == hashes[0] else { return nil }
            rooms[slug] = TranscriptOutline(inputs: hashes[0], entries: (rooms[slug]?.entries ?? []) + [entry])
        }
        guard reader.next() == nil else { return nil }
        self.init(header: header, output: output, tree: tree, rooms: rooms)
    }

    /// `<hash> [<hash>] <path>`: the path is the rest of the line, spaces included.
    private static func split(_ line: ArraySlice<UInt8>, hashes count: Int) -> ([ContentHash], String)? {
        var hashes: [ContentHash] = []
        var rest = line
        for _ in 0..<count {
            guard rest.count > 33, let hash = ContentHash(hexDigits: rest.prefix(32)),
                  rest[rest.startIndex + 32] == UInt8(ascii: " ") else { return nil }
            hashes.append(hash)
            rest = rest.dropFirst(33)
        }
        return (hashes, String(decoding: rest, as: UTF8.self))
    }
}

/// The lines of a text, one after the other, without their line feeds.
private struct LineReader {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The next line; `nil` at the end (a last line feed ends the last line).
    mutating func next() -> ArraySlice<UInt8>? {
        guard position < bytes.count else { return nil }
        let end = bytes[position...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        defer { position = end + 1 }
        return bytes[position..<end]
    }
}

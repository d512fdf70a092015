import Foundation

/// What opening each image found, by the fingerprint of the file's bytes and its extension,
/// kept in the staging area between builds: an image whose bytes did not change is not
/// opened again (its fingerprint comes from the input cache, which needs only a `stat`).
/// The libvips version is part of the format line, so another libvips looks at every image
/// afresh.
struct ImageCheckCache: Equatable, Sendable {
    /// The key of one entry: the bytes' fingerprint and the extension they were checked against.
    struct Key: Hashable, Sendable {
        let hash: ContentHash
        let fileExtension: String
    }

    var entries: [Key: Result<ImageHeader, ImageProbe.Failure>] = [:]

    /// Format 2 keeps the size an SVG declares (format 1 kept 0 × 0); format 3 comes from
    /// decoding every image fully (format 2 passed damaged files whose end was there).
    static var formatLine: String { "readalong-image-checks 3 libvips \(Vips.version)" }

    init(entries: [Key: Result<ImageHeader, ImageProbe.Failure>] = [:]) {
        self.entries = entries
    }

    /// The text form: the format line, then one line per entry, sorted:
    /// `<hash> <ext> ok <format> <width> <height> <alpha 0|1>` or `<hash> <ext> <failure> [numbers]`.
    var text: String {
        let lines = entries.map { key, outcome -> String in
            let head = "\(key.hash) \(key.fileExtension.isEmpty ? "-" : key.fileExtension)"
            switch outcome {
            case .success(let header):
                return "\(head) ok \(header.format.rawValue) \(header.width) \(header.height) \(header.hasAlpha ? 1 : 0)"
            case .failure(.empty): return "\(head) empty"
            case .failure(.unreadable): return "\(head) unreadable"
            case .failure(.cutShort): return "\(head) cut-short"
            case .failure(.damaged): return "\(head) damaged"
            case .failure(.mislabelled(let found, let promised)):
                return "\(head) mislabelled \(found.rawValue) \(promised.rawValue)"
            case .failure(.tooLarge(let width, let height)): return "\(head) too-large \(width) \(height)"
            }
        }
        return ([Self.formatLine] + lines.sorted()).joined(separator: "\n") + "\n"
    }

    /// Reads the text form; `nil` when it is of another format or another libvips.
    init?(text: String) {
        var lines = text.split(separator: "\n")[...]
        guard lines.popFirst() == Substring(Self.formatLine) else { return nil }
        for line in lines {
            let fields = line.split(separator: " ").map(String.init)
            guard fields.count >= 3, let hash = ContentHash(hexDigits: fields[0].utf8) else { return nil }
            let key = Key(hash: hash, fileExtension: fields[1] == "-" ? "" : fields[1])
            guard let outcome = Self.outcome(Array(fields.dropFirst(2))) else { return nil }
            entries[key] = outcome
        }
    }

    private static func outcome(_ fields: [String]) -> Result<ImageHeader, ImageProbe.Failure>? {
        let numbers = fields.compactMap { Int($0) }
        switch (fields[0], fields.count) {
        case ("ok", 5):
            guard let format = ImageFormat(rawValue: fields[1]), numbers.count == 3 else { return nil }
            return .success(ImageHeader(format: format, width: numbers[0], height: numbers[1], hasAlpha: numbers[2] == 1))
        case ("empty", 1): return .failure(.empty)
        case ("unreadable", 1): return .failure(.unreadable)
        case ("cut-short", 1): return .failure(.cutShort)
        case ("damaged", 1): return .failure(.damaged)
        case ("mislabelled", 3):
            guard let found = ImageFormat(rawValue: fields[1]), let promised = ImageFormat(rawValue: fields[2]) else { return nil }
            return .failure(.mislabelled(found: found, promised: promised))
        case ("too-large", 3):
            guard numbers.count == 2 else { return nil }
            return .failure(.tooLarge(width: numbers[0], height: numbers[1]))
        default: return nil
        }
    }

    /// The cache stored at `path`; empty when there is none or it does not read.
    static func load(from path: String) -> ImageCheckCache {
        CacheFile.read(path).flatMap(ImageCheckCache.init(text:)) ?? ImageCheckCache()
    }

    /// Stores the cache at `path` in one rename; a cache that cannot be written only means
    /// the next build opens the images again.
    func save(to path: String) {
        CacheFile.write(text, to: path)
    }
}

/// What the image checks of one run may reuse: the remembered outcomes, and the fingerprint
/// of each input file as the build already knows it (without reading the file).
struct ImageCheckMemory: Sendable {
    let cache: ImageCheckCache
    let hashes: [String: ContentHash]

    init(cache: ImageCheckCache = ImageCheckCache(), hashes: [String: ContentHash] = [:]) {
        self.cache = cache
        self.hashes = hashes
    }
}

import Foundation

/// Decides the answer to one request head: checks it (400, 405, 421, 505), then serves the
/// live-reload stream or a file of the preview tree (see `ServedTree`).
struct RequestHandler: Sendable {
    /// The folder the preview is built into.
    let tree: String
    /// The `Host` values this server answers to (`127.0.0.1:PORT`, `localhost:PORT`).
    let hosts: Set<String>
    let reload: LiveReload

    init(tree: String, port: UInt16, reload: LiveReload) {
        self.tree = tree
        hosts = ["127.0.0.1:\(port)", "localhost:\(port)"]
        self.reload = reload
    }

    /// The reply to the bytes of a request head.
    func reply(to bytes: [UInt8]) -> Reply {
        let head: RequestHead
        do {
            head = try RequestHead.parse(bytes)
        } catch {
            return .answer(.text(400, "Bad Request", "Bad request: \(error.reason)."), headOnly: false)
        }
        return reply(to: head)
    }

    func reply(to head: RequestHead) -> Reply {
        guard head.version == "HTTP/1.1" || head.version == "HTTP/1.0" else {
            return .answer(.text(505, "HTTP Version Not Supported", "Only HTTP/1.1 and HTTP/1.0 are spoken here."), headOnly: false)
        }
        let hostValues = head.values(of: "host")
        if hostValues.count > 1 || (hostValues.isEmpty && head.version == "HTTP/1.1") {
            return .answer(.text(400, "Bad Request", "Bad request: an HTTP/1.1 request needs exactly one Host header."),
                           headOnly: false)
        }
        if let host = hostValues.first, !hosts.contains(host.lowercased()) {
            // Another name resolving to this machine (DNS rebinding) must not read the preview.
            return .answer(.text(421, "Misdirected Request", "This preview answers only to http://\(hosts.sorted()[0])/."),
                           headOnly: false)
        }
        guard head.method == "GET" || head.method == "HEAD" else {
            return .answer(.text(405, "Method Not Allowed", "The preview only reads: use GET or HEAD.",
                                 fields: [("Allow", "GET, HEAD")]), headOnly: false)
        }
        let headOnly = head.method == "HEAD"
        let path: String
        let query: Substring?
        do {
            (path, query) = try Self.decodedPath(of: head.target)
        } catch {
            return .answer(.text(400, "Bad Request", "Bad request: \(error.reason)."), headOnly: headOnly)
        }
        if path == LiveReload.eventsPath {
            if headOnly { return .answer(Response(status: 200, reason: "OK", fields: [("Content-Type", "text/event-stream")]), headOnly: true) }
            return .eventStream
        }
        let served = ServedTree(root: tree, errors: reload.errorReport, language: reload.language)
        return .answer(served.response(for: path, query: query, range: head.values(of: "range").first), headOnly: headOnly)
    }

    /// The path of an origin-form target, percent-decoded, and its query. Refuses targets
    /// that are not paths, bad escapes, control characters (NUL included) and non-UTF-8.
    static func decodedPath(of target: String) throws(MalformedRequest) -> (String, Substring?) {
        guard target.hasPrefix("/") else { throw MalformedRequest("the target is not a path starting with '/'") }
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let raw = parts[0].utf8
        var bytes: [UInt8] = []
        var index = raw.startIndex
        while index < raw.endIndex {
            let byte = raw[index]
            if byte == UInt8(ascii: "%") {
                let high = raw.index(after: index)
                guard high < raw.endIndex, raw.index(after: high) < raw.endIndex,
                      let value = UInt8(String(decoding: [raw[high], raw[raw.index(after: high)]], as: UTF8.self), radix: 16) else {
                    throw MalformedRequest("a '%' in the path is not followed by two hex digits")
                }
                bytes.append(value)
                index = raw.index(high, offsetBy: 2)
            } else {
                bytes.append(byte)
                index = raw.index(after: index)
            }
        }
        guard !bytes.contains(where: { $0 < 0x20 || $0 == 0x7F }) else {
            throw MalformedRequest("the path holds a control character")
        }
        guard let path = String(validating: bytes, as: UTF8.self) else {
            throw MalformedRequest("the path is not UTF-8")
        }
        return (path, parts.count > 1 ? parts[1] : nil)
    }
}

import Foundation

/// What `publish serve` adds to the pages it serves (never to output/): a script that
/// reloads the page after each rebuild, and an overlay with the content errors when the
/// last build failed.
final class LiveReload: @unchecked Sendable {
    /// The server-sent events endpoint the script listens to.
    static let eventsPath = "/__readalong/events"

    private let lock = NSLock()
    private var clients: [Int32] = []
    private var errorReport: String?
    private var generation = 0

    /// Remembers the outcome of a build and tells every open page to reload.
    func built(errors: String?) {
        lock.lock()
        errorReport = errors
        generation += 1
        let message = "event: reload\ndata: \(generation)\n\n"
        clients = clients.filter { HTTPConnection.send(message, to: $0) }
        lock.unlock()
    }

    /// Keeps a connection open to push reload events to it.
    func subscribe(_ socket: Int32) {
        lock.lock()
        defer { lock.unlock() }
        if HTTPConnection.send("retry: 500\n\n", to: socket) { clients.append(socket) }
    }

    /// An HTML page with the reload script (and the error overlay, if any) added.
    func inject(into html: String) -> String {
        lock.lock()
        let report = errorReport
        lock.unlock()
        var addition = "<script>new EventSource(\"\(Self.eventsPath)\").addEventListener(\"reload\", function () { location.reload(); });</script>\n"
        if let report { addition += Self.overlay(report) }
        guard let end = html.range(of: "</body>", options: .backwards) else { return html + addition }
        return html.replacingCharacters(in: end.lowerBound..<end.lowerBound, with: addition)
    }

    /// A page of its own for when no build has ever succeeded.
    func errorPage() -> String {
        inject(into: "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Not built</title></head>"
               + "<body><h1>The site could not be built</h1></body></html>")
    }

    private static func overlay(_ report: String) -> String {
        """
        <div id="readalong-errors" role="alert" style="position:fixed;inset:auto 0 0 0;max-height:60vh;overflow:auto;\
        background:#2b0b0b;color:#ffe9e9;font:14px/1.5 ui-monospace,monospace;padding:1rem 1.25rem;z-index:2147483647;\
        border-top:4px solid #ff5c5c"><strong>The last change has errors; this page shows the previous build.</strong>\
        <pre style="white-space:pre-wrap;margin:.5rem 0 0">\(XMLEscaping.escape(report))</pre></div>

        """
    }
}

/// HTML escaping for the overlay.
enum XMLEscaping {
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}

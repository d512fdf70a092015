import Foundation
import Readalong

/// The open live-reload streams and the outcome of the last build. After each build every
/// open page is told to reload; pages served meanwhile carry the error report, if any.
public final class LiveReload: @unchecked Sendable {
    /// The server-sent events address the reload script listens to.
    static let eventsPath = "/__readalong/events"

    private let lock = NSLock()
    private var streams: [Int: AsyncStream<String>.Continuation] = [:]
    private var nextStream = 0
    private var report: PreviewReport?
    private var generation = 0

    /// The language of the preview's own texts (the overlay, the page before a first build).
    public let language: ToolLanguage

    /// Creates a hub with no streams and no errors, whose pages speak `language`.
    public init(language: ToolLanguage = .english) {
        self.language = language
    }

    /// Records the outcome of a build (`nil`: it succeeded; otherwise what the overlay
    /// says of it) and tells every open page to reload.
    public func built(_ failure: PreviewReport?) {
        let message: String = lock.withLock {
            report = failure
            generation += 1
            return "event: reload\ndata: \(generation)\n\n"
        }
        broadcast(message)
    }

    /// The report of the last build, if it failed.
    var errorReport: PreviewReport? { lock.withLock { report } }

    /// A new stream of event texts, and the number to close it with.
    func open() -> (id: Int, events: AsyncStream<String>) {
        let (events, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(4))
        let id: Int = lock.withLock {
            nextStream += 1
            streams[nextStream] = continuation
            return nextStream
        }
        return (id, events)
    }

    /// Forgets a stream whose page has gone.
    func close(_ id: Int) {
        let continuation = lock.withLock { streams.removeValue(forKey: id) }
        continuation?.finish()
    }

    /// Sends a comment on every stream, so that streams of pages gone without a word fail
    /// on write and are closed.
    func keepAlive() {
        broadcast(": keep-alive\n\n")
    }

    private func broadcast(_ message: String) {
        let open = lock.withLock { Array(streams.values) }
        for stream in open { stream.yield(message) }
    }
}

import Foundation

/// The one thread on which libvips draws anything that goes through Pango and fontconfig:
/// text (share cards) and SVG (covers on share cards, the site's icons).
///
/// Pango keeps a font map per thread for librsvg and frees it when the thread ends, outside
/// any lock of ours; with drawing spread over the build's threads, which come and go, the
/// test suite crashed now and then inside GLib (SIGFPE) while another thread drew text.
/// Drawing on one thread that lives as long as the process makes that drawing one at a time
/// (as the lock before it did) and means no thread that drew ever ends mid-build.
final class FontThread: @unchecked Sendable {
    /// The thread, started on first use.
    static let shared = FontThread()

    private let condition = NSCondition()
    private var pending: [() -> Void] = []
    private let name = "readalong-fonts"

    private init() {
        let thread = Thread { [self] in serve() }
        thread.name = name
        thread.start()
    }

    /// Runs `body` on the drawing thread and waits for it; called from that thread, runs it
    /// in place.
    func run<T>(_ body: @escaping () throws -> T) throws -> T {
        if Thread.current.name == name { return try body() }
        let answer = Answer<T>()
        condition.lock()
        pending.append { answer.give(Result { try body() }) }
        condition.signal()
        condition.unlock()
        return try answer.take().get()
    }

    /// Runs what is asked, in order, for ever; frees libvips' buffers of this thread after each.
    private func serve() -> Never {
        while true {
            condition.lock()
            while pending.isEmpty { condition.wait() }
            let work = pending.removeFirst()
            condition.unlock()
            work()
            Vips.threadDone()
        }
    }
}

/// One answer from the font thread, handed to the thread that waits for it.
private final class Answer<T>: @unchecked Sendable {
    private let ready = DispatchSemaphore(value: 0)
    private var result: Result<T, Error>?

    func give(_ result: Result<T, Error>) {
        self.result = result
        ready.signal()
    }

    func take() -> Result<T, Error> {
        ready.wait()
        return result!
    }
}

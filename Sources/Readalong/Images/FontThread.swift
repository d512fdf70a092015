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
    func run<T>(_ body: () throws -> T) throws -> T {
        if Thread.current.name == name { return try body() }
        return try withoutActuallyEscaping(body) { body in
            var result: Result<T, Error>?
            let done = DispatchSemaphore(value: 0)
            condition.lock()
            pending.append {
                result = Result { try body() }
                done.signal()
            }
            condition.signal()
            condition.unlock()
            done.wait()
            return try result!.get()
        }
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

import Foundation
import XCTest

/// A running `publish serve --port 0` on a site folder: the port it announced, its
/// process id (for /proc), and its terminal output so far. `stop` ends it.
final class PreviewProcess {
    let process: Process
    let port: UInt16
    private let output = Output()

    /// Starts the server and waits (10 s at most) for its address and first build.
    /// `limitDescriptors` runs it with that many file descriptors at most.
    init(site: SiteFolder, limitDescriptors: Int? = nil) throws {
        var arguments = ["serve", "--site", site.path, "--port", "0", "--now", "2026-11-22", "--lang", "en"]
        if let limitDescriptors {
            let binary = try SiteFolder.process([]).executableURL!.path
            arguments = ["-c", "ulimit -n \(limitDescriptors) && exec \"$0\" \"$@\"", binary] + arguments
            process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = arguments
        } else {
            process = try SiteFolder.process(arguments)
        }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let output = output
        pipe.fileHandleForReading.readabilityHandler = { output.append($0.availableData) }
        try process.run()
        var announced: UInt16?
        for _ in 0..<200 where announced == nil {
            Thread.sleep(forTimeInterval: 0.05)
            let text = output.text
            if let range = text.range(of: #"serving http://127\.0\.0\.1:(\d+)/"#, options: .regularExpression),
               text.contains("built ") {
                announced = UInt16(text[range].dropFirst("serving http://127.0.0.1:".count).dropLast())
            }
        }
        guard let announced else {
            process.terminate()
            process.waitUntilExit()
            throw XCTSkip("publish serve did not start: \(output.text)")
        }
        port = announced
    }

    deinit {
        stop()
    }

    /// Everything the server printed so far.
    var printed: String { output.text }

    /// Open file descriptors of the server, from /proc.
    var descriptors: Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(process.processIdentifier)/fd").count) ?? -1
    }

    /// Threads of the server, from /proc.
    var threads: Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(process.processIdentifier)/task").count) ?? -1
    }

    /// CPU time used so far, in clock ticks (user + system), from /proc.
    var cpuTicks: Int {
        guard let stat = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return -1 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0)
    }

    /// Waits until the server has printed `count` builds in all (10 s at most).
    func waitForBuilds(_ count: Int) -> Bool {
        for _ in 0..<200 {
            let builds = printed.components(separatedBy: "built ").count - 1 + printed.components(separatedBy: "not rebuilt").count - 1
            if builds >= count { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }

    private final class Output: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        func append(_ chunk: Data) { lock.withLock { data.append(chunk) } }
        var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
    }
}

import Foundation
import Readalong

/// The `--timings` table: one line per stage and the total.
enum TimingsTable {
    static func format(_ timings: StageTimings) -> String {
        let width = max(18, (timings.stages.map(\.name.count).max() ?? 0) + 2)
        func row(_ name: String, _ seconds: Double) -> String {
            name.padding(toLength: width, withPad: " ", startingAt: 0) + String(format: "%8.3f s", seconds)
        }
        var lines = ["stage".padding(toLength: width, withPad: " ", startingAt: 0) + "    time"]
        lines += timings.stages.map { row($0.name, $0.seconds) }
        lines.append(row("total", timings.stages.reduce(0) { $0 + $1.seconds }))
        return lines.joined(separator: "\n") + "\n"
    }
}

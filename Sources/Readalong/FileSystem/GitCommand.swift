import Foundation

/// Runs git on a site's folder, for what only git knows (the history of `content/`, the
/// state of the work tree).
public enum GitCommand {
    /// The output of `git -C root <arguments>`, or `nil` when git is missing or fails (a
    /// folder outside any git work tree, for one).
    public static func output(_ arguments: [String], in root: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", root] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }
}

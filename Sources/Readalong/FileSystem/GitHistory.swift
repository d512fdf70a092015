/// When files of a site on disk were last committed, as git says: what tells a translation
/// whose original changed after it was brought up to date.
enum GitHistory {
    /// The instant (seconds since the epoch) of the last commit of each of `paths`
    /// (site-relative) that git has, from one `git log`; `nil` when the site is not in a
    /// git work tree, git is missing, or the clone is shallow (its oldest commit would seem
    /// to change every file). The log is asked for the folders that hold `paths` and read
    /// for `paths`: naming a thousand files to git makes it match each against every change,
    /// ten times slower, and leaving out the other folders (chats) spares it their changes.
    static func lastCommits(of paths: [String], root: String) -> [String: Int]? {
        let folders = Set(paths.map { path in
            let folder = path.split(separator: "/").dropLast().joined(separator: "/")
            return folder == "content" ? path : folder
        })
        guard !paths.isEmpty, let shallow = GitCommand.output(["rev-parse", "--is-shallow-repository"], in: root),
              shallow.trimmingCharacters(in: .whitespacesAndNewlines) == "false",
              let log = GitCommand.output(["log", "--format=%x00%ct", "--name-only", "--no-renames", "--relative", "--"]
                                           + folders.sorted(), in: root)
        else { return nil }
        let wanted = Set(paths)
        return times(inLog: log).filter { wanted.contains($0.key) }
    }

    /// Reads `git log --format=%x00%ct --name-only`, newest commit first: each file's first
    /// appearance is its last commit.
    static func times(inLog log: String) -> [String: Int] {
        var times: [String: Int] = [:]
        var current: Int?
        for line in log.split(separator: "\n") {
            if line.hasPrefix("\0") {
                current = Int(line.dropFirst())
            } else if let current, times[String(line)] == nil {
                times[String(line)] = current
            }
        }
        return times
    }
}

import Foundation
import Readalong

/// What git says about the site's `content/` folder, asked before a command rewrites it.
enum GitWorkTree {
    /// The state of `content/` in git.
    enum State: Equatable {
        /// Committed as it is: a rewrite can be reviewed and undone with git.
        case clean
        /// Files under content/ differ from the last commit (or are not committed yet).
        case dirty([String])
        /// The site is not in a git repository, or git is not installed.
        case notInGit
    }

    /// Runs `git status --porcelain -- content` in the site folder.
    static func state(ofSite root: String) -> State {
        guard let output = GitCommand.output(["status", "--porcelain", "--untracked-files=all", "--", "content"], in: root)
        else { return .notInGit }
        let lines = output.split(separator: "\n").map { String($0.dropFirst(3)) }
        return lines.isEmpty ? .clean : .dirty(lines)
    }
}

import Foundation
import PackagePlugin

/// Writes `BuildCommit.swift` into the target before every build: the commit the sources
/// were built from (`git rev-parse`), with `-modified` when the work tree has changes, or
/// `unknown` outside a git work tree. The file is rewritten only when that text changes.
@main
struct BakeCommit: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = context.pluginWorkDirectoryURL.appending(path: "generated")
        let output = folder.appending(path: "BuildCommit.swift")
        let script = """
        commit=$(git -C "$1" rev-parse --short=12 HEAD 2>/dev/null) || commit=unknown
        if [ "$commit" != unknown ] && [ -n "$(git -C "$1" status --porcelain --untracked-files=no 2>/dev/null)" ]; then
          commit="$commit-modified"
        fi
        text="/// The commit \\`publish\\` was built from (written by the BakeCommit plugin).
        let buildCommit = \\"$commit\\""
        mkdir -p "$(dirname "$2")"
        [ "$(cat "$2" 2>/dev/null)" = "$text" ] || printf '%s\\n' "$text" > "$2"
        """
        return [.prebuildCommand(displayName: "Bake the git commit into publish",
                                 executable: URL(fileURLWithPath: "/bin/sh"),
                                 arguments: ["-c", script, "sh", context.package.directoryURL.path, output.path],
                                 outputFilesDirectory: folder)]
    }
}

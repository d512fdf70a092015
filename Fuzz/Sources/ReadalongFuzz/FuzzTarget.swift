import Foundation
import Readalong

/// One fuzz input becomes the front matter and body of a transcript and of a book in an
/// otherwise valid site: the front-matter splitter, the YAML reader and the transcript line
/// parser all see it. Any input must give diagnostics, never a crash or a hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
    let site = InMemoryFileSystem([
        "content/site.yml": "title: Fuzz\nbase_url: https://fuzz.example.org/\n",
        "content/members/ana.md": "---\nname: Ana\n---\n",
        "content/members/pau.md": "---\nname: Pau\n---\n",
        "content/books/llibre.md": "---\ntitle: Llibre\nauthors: [A]\n---\n",
        "content/rooms/sala/index.md": "---\nbook: llibre\nhost: ana\nmembers: [pau]\n---\n",
        "content/rooms/sala/schedule.yml": "events:\n  - kind: start\n    date: 2026-01-01\n  - kind: end\n    date: 2026-02-01\n",
    ], bytes: [
        "content/rooms/sala/chat/xat.md": Array("---\ndate: 2026-01-10\n---\n".utf8) + bytes,
        "content/books/fuzz.md": bytes,
        "content/rooms/sala/chat/sencer.md": bytes,
    ])
    let options = BuildOptions(clock: BuildClock(secondsSinceEpoch: 1_790_000_000))
    _ = try? ContentPipeline.check(fileSystem: site, options: options)
    return 0
}

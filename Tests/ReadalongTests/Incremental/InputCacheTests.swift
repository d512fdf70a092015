import Foundation
@testable import Readalong
import XCTest

/// The input cache spares reading files whose stamp did not change, and never trusts a
/// stamp taken too soon after the file changed.
final class InputCacheTests: XCTestCase {
    private var folder: SiteFolder!
    /// A clock well after the files were written, so that their stamps can be trusted. It is
    /// read when each test starts: XCTest makes every test case when the suite starts, so a
    /// value set at creation would be stale by the time a slow suite reaches this one.
    private var later: Int64 = 0

    override func setUpWithError() throws {
        folder = try SiteFolder()
        later = InputCache.clock() + 60 * 1_000_000_000
    }

    func testAFileWithTheSameStampIsNotReadAgain() throws {
        let first = CountingFileSystem(root: folder.path)
        let inputs = try SiteInputs.read(fileSystem: first, now: later)
        XCTAssertEqual(first.reads.count, inputs.cache.entries.count, "every file read once, and trusted")
        XCTAssertGreaterThan(first.reads.count, 5)

        let second = CountingFileSystem(root: folder.path)
        let again = try SiteInputs.read(fileSystem: second, cache: inputs.cache, now: later)
        XCTAssertEqual(second.reads, [], "nothing changed, nothing read")
        XCTAssertEqual(again.all, inputs.all)
        XCTAssertEqual(again.cache, inputs.cache)

        try folder.write("content/books/nada.md", try folder.read("content/books/nada.md") + "\nUna frase més.\n")
        let third = CountingFileSystem(root: folder.path)
        let edited = try SiteInputs.read(fileSystem: third, cache: inputs.cache, now: later)
        XCTAssertEqual(third.reads, ["content/books/nada.md"])
        XCTAssertNotEqual(edited.all, inputs.all)
        XCTAssertEqual(edited.transcripts, inputs.transcripts)
    }

    func testAStampTakenRightAfterAChangeIsNotTrusted() throws {
        let now = InputCache.clock()
        let inputs = try SiteInputs.read(fileSystem: DiskFileSystem(root: folder.path), now: now)
        XCTAssertEqual(inputs.cache.entries, [:], "the files were written just now")
        let stamp = FileStamp(device: 1, inode: 2, size: 3, modified: now - 10_000_000_000, changed: now - 1_000_000_000)
        XCTAssertTrue(stamp.isRacy(takenAt: now), "changed a second ago")
        XCTAssertFalse(stamp.isRacy(takenAt: now + 2_000_000_000))
    }

    func testSitesInMemoryAreAlwaysRead() throws {
        let inputs = try SiteInputs.read(fileSystem: InMemoryFileSystem(SiteFixture.files), now: later)
        XCTAssertEqual(inputs.cache.entries, [:])
    }

    func testTheTextFormReadsBackTheSame() {
        let cache = InputCache(entries: [
            "content/books/a book.md": .init(stamp: FileStamp(device: 2049, inode: 77, size: 1_200, modified: 1_795_334_400_123_456_789,
                                                               changed: 1_795_334_401_000_000_000), hash: ContentHash(text: "a")),
            "content/site.yml": .init(stamp: FileStamp(device: UInt64.max, inode: 1, size: 0, modified: -5, changed: 0),
                                      hash: ContentHash(text: "b")),
        ])
        XCTAssertEqual(InputCache(text: cache.text), cache)
        XCTAssertNil(InputCache(text: "readalong-inputs 0\n"), "another format")
        XCTAssertNil(InputCache(text: cache.text.replacingOccurrences(of: " 1200 ", with: " 12x0 ")), "not a number")
        XCTAssertNil(InputCache(text: cache.text + "\(ContentHash(text: "c")) 1 2 3 4\n"), "a line without a path")
        XCTAssertNil(InputCache(text: cache.text + "\(ContentHash(text: "c")) 1 2 3 4 99999999999999999999 x\n"), "too large")
    }
}

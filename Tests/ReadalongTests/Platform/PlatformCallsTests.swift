import Foundation
@testable import Readalong
import XCTest
#if os(Linux)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The calls that differ between systems, checked against what Foundation says of the same
/// files (on the platform the tests run on).
final class PlatformCallsTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("readalong-platform-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func folder(_ name: String, holding file: String) throws -> String {
        let folder = root.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(file.utf8).write(to: folder.appendingPathComponent(file))
        return folder.path
    }

    func testExchangeSwapsTwoFoldersInOneStep() throws {
        let first = try folder("first", holding: "a.txt")
        let second = try folder("second", holding: "b.txt")
        XCTAssertTrue(PlatformCalls.exchange(first, second))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: first), ["b.txt"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: second), ["a.txt"])
    }

    func testExchangeWithAMissingPathFailsAndMovesNothing() throws {
        let first = try folder("first", holding: "a.txt")
        let missing = root.appendingPathComponent("missing").path
        XCTAssertFalse(PlatformCalls.exchange(first, missing))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: first), ["a.txt"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: missing))
    }

    func testTheExecutablePathIsTheRunningProgram() throws {
        let path = try XCTUnwrap(PlatformCalls.executablePath())
        var running = stat()
        var launched = stat()
        XCTAssertEqual(stat(path, &running), 0)
        XCTAssertEqual(stat(CommandLine.arguments[0], &launched), 0, "the test runner is started by its path")
        XCTAssertEqual(running.st_ino, launched.st_ino)
        XCTAssertEqual(running.st_dev, launched.st_dev)
    }

    func testFileTimesAreTheOnesTheFileWasGiven() throws {
        let file = root.appendingPathComponent("stamped.txt")
        try Data("x".utf8).write(to: file)
        let modified = Date(timeIntervalSince1970: 1_577_934_245.5)  // 2020-01-02 03:04:05.5 UTC
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: file.path)
        var info = stat()
        XCTAssertEqual(stat(file.path, &info), 0)
        let (time, changed) = PlatformCalls.times(info)
        XCTAssertEqual(time.tv_sec, 1_577_934_245)
        XCTAssertEqual(time.tv_nsec, 500_000_000)
        XCTAssertGreaterThan(changed.tv_sec, 1_577_934_245, "setting the time is itself a change, made now")
        XCTAssertLessThanOrEqual(Int64(changed.tv_sec), PlatformCalls.wallClockNanoseconds() / 1_000_000_000)
    }

    func testBytesWrittenAreReadBack() throws {
        let path = root.appendingPathComponent("bytes").path
        let bytes: [UInt8] = Array("quinze lletres!".utf8)
        let output = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        XCTAssertGreaterThanOrEqual(output, 0)
        XCTAssertEqual(bytes.withUnsafeBytes { PlatformCalls.write(output, $0.baseAddress!, $0.count) }, 15)
        close(output)
        let input = open(path, O_RDONLY | O_CLOEXEC)
        defer { close(input) }
        var read = [UInt8](repeating: 0, count: 32)
        XCTAssertEqual(read.withUnsafeMutableBytes { PlatformCalls.read(input, $0.baseAddress!, $0.count) }, 15)
        XCTAssertEqual(Array(read.prefix(15)), bytes)
    }

    func testTheWallClockIsTheSystemClock() {
        let seconds = Double(PlatformCalls.wallClockNanoseconds()) / 1e9
        XCTAssertEqual(seconds, Date().timeIntervalSince1970, accuracy: 2)
    }
}

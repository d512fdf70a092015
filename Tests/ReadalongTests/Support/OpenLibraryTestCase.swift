@testable import Readalong
import XCTest

/// A test case with a fake Open Library on 127.0.0.1 for each test, serving the records of
/// `OpenLibraryRecords` and one small cover.
class OpenLibraryTestCase: XCTestCase {
    /// The fake server, started before each test and stopped after it.
    var server: FakeOpenLibrary!
    /// The bytes of the cover the server gives for every record that has one.
    let cover = TestPhotos.make(width: 60, height: 90, suffix: ".jpg[Q=80]")

    override func setUpWithError() throws {
        server = try FakeOpenLibrary(OpenLibraryRecords.routes(cover: cover))
    }

    override func tearDown() {
        server.stop()
        server = nil
    }
}

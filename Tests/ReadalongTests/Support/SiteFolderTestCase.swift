import XCTest

/// A test case with a fresh copy of the fixture site on disk for every test.
class SiteFolderTestCase: XCTestCase {
    private(set) var folder: SiteFolder!
    var site: URL { folder.url }

    override func setUpWithError() throws {
        folder = try SiteFolder()
    }

    override func tearDown() {
        folder = nil
    }

    func write(_ path: String, _ text: String) throws { try folder.write(path, text) }

    func publish(_ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, out: String, err: String) {
        try folder.publish(arguments, environment: environment)
    }
}

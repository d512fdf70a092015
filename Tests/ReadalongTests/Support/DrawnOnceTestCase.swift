import XCTest
@testable import Readalong

/// A test case whose builds draw each share card and site icon once for the whole class
/// (`DrawingMemo`): for rebuild tests, which build the same small site again and again.
class DrawnOnceTestCase: XCTestCase {
    override class func setUp() {
        super.setUp()
        DrawingMemo.shared.keep(true)
    }

    override class func tearDown() {
        DrawingMemo.shared.keep(false)
        super.tearDown()
    }
}

import XCTest

/// `publish new news|list|pick`, run for real on a folder.
final class ClubAuthoringCommandTests: XCTestCase {
    func testNewNewsListAndPickValidate() throws {
        let site = try SiteFolder()
        let now = ["--site", site.path, "--now", "2026-11-22"]
        XCTAssertEqual(try site.publish(["new", "news", "benvinguda", "--by", "marta", "--room", "tardor"] + now).out,
                       "created content/news/benvinguda.md\n")
        XCTAssertEqual(try site.publish(["new", "list", "classics", "--book", "nada", "--by", "anna"] + now).out,
                       "created content/lists/classics.md\n")
        XCTAssertEqual(try site.publish(["new", "pick", "hivern", "--by", "joan"] + now).out,
                       "created content/picks/hivern.md\n")
        let news = try site.read("content/news/benvinguda.md")
        XCTAssertTrue(news.contains("\ndate: 2026-11-22\n") && news.contains("\nauthor: marta\n")
                      && news.contains("\nroom: tardor\n"), news)
        XCTAssertTrue(try site.read("content/lists/classics.md").contains("\ncurator: anna\n"))
        let pick = try site.read("content/picks/hivern.md")
        XCTAssertTrue(pick.contains("opens: 2026-11-22\ncloses: 2026-12-06\n"), pick)
        XCTAssertTrue(pick.contains("  - book: nada\n    by: joan\n") && pick.contains("  - book: solitud\n    by: joan\n"), pick)
        let check = try site.publish(["check"] + now)
        XCTAssertEqual(check.status, 0, check.out + check.err)
        XCTAssertEqual(Set((check.out + check.err).matches(of: /\[([EW]\d+)\]/).map { String($0.1) }), ["W015"], "only example text to replace")
        // The commented ballot example is itself valid once its lines are uncommented.
        try site.write("content/picks/hivern.md", pick.replacingOccurrences(of: "# ballots:\n#   joan:", with: "ballots:\n  joan:"))
        let voted = try site.publish(["check"] + now)
        XCTAssertEqual(voted.status, 0, voted.out + voted.err)
    }

    func testNewRefusesWhatCouldNotValidate() throws {
        let site = try SiteFolder()
        let pick = try site.publish(["new", "pick", "hivern", "--site", site.path])
        XCTAssertEqual(pick.status, 2)
        XCTAssertEqual(pick.err, "error: a pick needs --by <handle>, the member who nominates its first candidates\n")
        let list = try site.publish(["new", "list", "classics", "--site", site.path])
        XCTAssertEqual(list.err, "error: a list needs --book <slug> for its first book (one of content/books/)\n")
        let nominator = try site.publish(["new", "pick", "hivern", "--by", "jon", "--site", site.path])
        XCTAssertEqual(nominator.err, "error: there is no member 'jon'; did you mean 'joan'?\n")
        let room = try site.publish(["new", "news", "avis", "--room", "tardr", "--site", site.path])
        XCTAssertEqual(room.err, "error: there is no room 'tardr'; did you mean 'tardor'?\n")
        try site.write("content/rooms/tardor/index.md",
                       "---\nbook: solitud\nhost: marta\nmoderators: [joan]\nmembers: [joan, anna]\nvisibility: private\n---\n")
        let hidden = try site.publish(["new", "news", "avis", "--room", "tardor", "--site", site.path])
        XCTAssertEqual(hidden.status, 2)
        XCTAssertEqual(hidden.err, "error: the room 'tardor' is private: news cannot be attached to it\n")
    }
}

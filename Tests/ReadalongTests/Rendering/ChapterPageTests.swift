import XCTest
@testable import Readalong

/// The companion pages of a book, `/books/<slug>/chapters/<n>/`, on the editions fixture:
/// what each gathers from the rooms and the notes, what it never shows, and how the book
/// page and search lead to them.
final class ChapterPageTests: XCTestCase {
    private let book = "books/of-mice-and-men/"

    func testEachChapterWithSomethingHasAPage() throws {
        let output = try EditionsFixture.render()
        let chapters = output.keys.filter { $0.hasPrefix(book + "chapters/") }.sorted()
        XCTAssertEqual(chapters, (1...6).map { "\(book)chapters/\($0)/index.html" })
    }

    func testAChapterGathersEveryListedRoomAndLinksBack() throws {
        let page = try XCTUnwrap(EditionsFixture.render()["\(book)chapters/2/index.html"])
        let text = HTMLText.main(of: page)
        XCTAssertTrue(page.contains("<article class=\"companion\" data-chapter=\"2\">"))
        // The finished room, by name, with its discussion, chat and flagged messages.
        XCTAssertTrue(text.contains("Of Mice and Men, spring 2021"), text)
        XCTAssertTrue(page.contains("<a href=\"/rooms/ranch-2021/#event-discussion-2021-03-08\" dir=\"auto\">George and Lennie</a>"))
        XCTAssertTrue(page.contains("<a href=\"/rooms/ranch-2021/chat/week-1/\" dir=\"auto\">Week one</a>"))
        XCTAssertTrue(page.contains("href=\"/rooms/ranch-2021/chat/week-1/#m-20210308-190500\""))
        XCTAssertTrue(text.contains("Carla Ruiz"))
        XCTAssertTrue(text.contains("The boss is suspicious of George"))
        // A spoiler stays behind its marker.
        XCTAssertTrue(page.contains("<details class=\"spoiler-message\"><summary>Spoiler: show message</summary>"
                                    + "<div class=\"message-body prose\" dir=\"auto\"><p>Curley's wife is trouble"))
        // The anonymous room under pseudonyms; its members' names never.
        XCTAssertTrue(text.contains("Of Mice and Men, again"))
        XCTAssertTrue(text.contains("Reader 1") && text.contains("Reader 2"))
        XCTAssertFalse(text.contains("Ana Ortiz") || text.contains("Fran Costa"), text)
        XCTAssertTrue(page.contains("href=\"/rooms/ranch-2026/chat/week-1/#m-20261123-183600\""))
        // Never hidden messages, never the unlisted room.
        for secret in ["HIDDEN-2021", "HIDDEN-2026", "UNLISTED-2026", "A quiet rereading"] {
            XCTAssertFalse(page.contains(secret), secret)
        }
        XCTAssertTrue(page.contains("<a rel=\"prev\" href=\"/books/of-mice-and-men/chapters/1/\">← Chapter 1</a>"))
        XCTAssertTrue(page.contains("<a href=\"/books/of-mice-and-men/\">Back to the book</a>"))
    }

    func testNotesAndPollsAppearOnTheirChapter() throws {
        let output = try EditionsFixture.render()
        let three = try XCTUnwrap(output["\(book)chapters/3/index.html"])
        XCTAssertTrue(three.contains("Should Candy have let Carlson do it?"), "the poll of the discussion reaching chapter 3")
        XCTAssertTrue(three.contains("<figure class=\"note\" id=\"note-6\">"))
        XCTAssertTrue(three.contains("<blockquote class=\"prose\" dir=\"auto\"><p>I ought to of shot that dog myself</p>"))
        XCTAssertTrue(three.contains("<a class=\"permalink\" href=\"#note-6\">1h2m · Audiobook, 2011</a>"))
        XCTAssertTrue(HTMLText.main(of: three).contains("Slim is the only one whom everybody listens to."))
        XCTAssertTrue(three.contains("<a class=\"permalink\" href=\"#note-11\">Note</a>"), "a note without a place links to itself")
        let one = try XCTUnwrap(output["\(book)chapters/1/index.html"])
        XCTAssertTrue(one.contains("p. 5 · Penguin paperback, 2000"))
        XCTAssertFalse(one.contains("Should Candy"), "a poll belongs to the chapters its discussion reaches first")
    }

    func testTheGateKnowsTheBookAndItsRooms() throws {
        let page = try XCTUnwrap(EditionsFixture.render()["\(book)chapters/4/index.html"])
        XCTAssertTrue(page.contains("data-gate=\"{&quot;last&quot;:6,&quot;book&quot;:&quot;/books/of-mice-and-men/&quot;,"
                                    + "&quot;rooms&quot;:[&quot;/rooms/ranch-2021/&quot;,&quot;/rooms/ranch-2026/&quot;],"))
        XCTAssertTrue(page.contains("<div class=\"message\" data-chapter=\"4\">"))
    }

    func testTheBookPageListsChaptersWithCountsAndItsEditions() throws {
        let page = try XCTUnwrap(EditionsFixture.render()["\(book)index.html"])
        XCTAssertTrue(page.contains("<li><a href=\"/books/of-mice-and-men/chapters/2/\">Chapter 2</a> "
                                    + "<span class=\"chapter-counts\">4 messages</span></li>"), page)
        XCTAssertTrue(page.contains("<li><a href=\"/books/of-mice-and-men/chapters/3/\">Chapter 3</a> "
                                    + "<span class=\"chapter-counts\">1 message · 2 notes</span></li>"))
        XCTAssertTrue(page.contains("<li><span dir=\"auto\">Audiobook, 2011</span> <span class=\"edition-facts\">English · 3 h 10 min</span></li>"))
        XCTAssertTrue(page.contains("<span class=\"edition-facts\">Spanish · 128 pages · ISBN 9788435018005</span>"))
    }

    func testSearchFindsChaptersByBookAndNumberOnly() throws {
        let output = try EditionsFixture.render()
        let site = output.filter { $0.key.hasPrefix("search/site/") }.values.joined()
        XCTAssertTrue(site.contains("/books/of-mice-and-men/chapters/3/"), site)
        XCTAssertTrue(site.contains("Chapter 3"))
        XCTAssertFalse(site.contains("Slim is the only one"), "a note's text is not indexed")
        XCTAssertFalse(site.contains("The boss is suspicious"), "a flagged message is indexed only by its chat")
    }
}

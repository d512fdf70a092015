import Foundation
@testable import Readalong
import XCTest

/// Each event of a published room is published once per build: one calendar event, read by
/// the room's, the site's and members' calendars, the event's file and its Google link, and
/// its words in the room's and the site's zones.
final class PublishedEventTests: XCTestCase {
    func testACalendarEventIsMadeOnlyWhereAnEventIsPublished() throws {
        let made = try LibrarySource.lines(in: ["Publishing", "Rendering", "Outputs", "Pipeline", "Incremental"], matching: #"CalendarEvent\("#)
        XCTAssertEqual(made, ["Publishing/PublishedEvent.swift: calendarEvent = CalendarEvent("])
    }

    /// Pages, calendars, feeds and search read times of events and messages from the
    /// published site, which reads them from the resolve stage: whether an event's wall
    /// time happens twice too.
    func testPagesAndOutputsDoNotResolveWallTimes() throws {
        let calls = try LibrarySource.lines(in: ["Publishing", "Rendering", "Outputs"], matching: #"\.resolve\("#)
        XCTAssertEqual(calls, [])
    }

    func testAMembersCalendarAddsTheReadingTargetToACopy() throws {
        let site = try XCTUnwrap(SiteFixture.check().site)
        let pages = SitePlan(site: site, options: BuildOptions.english(clock: BuildClock(secondsSinceEpoch: 1_795_334_400)),
                             baseURL: site.config.baseURL).pages
        let published = pages.published
        let room = try XCTUnwrap(site.rooms.first { $0.slug == "tardor" })
        let debate = try XCTUnwrap(room.schedule?.events.first { $0.chapters?.value.upperBound != nil })
        let base = published.event(debate, in: room).calendarEvent
        XCTAssertEqual(base.summary, "\(published.roomTitle(room)) · \(published.eventText.title(debate))")
        let feeds = CalendarFeeds(published: published, kit: pages.kit, references: pages.parts.references)
        let target = try XCTUnwrap(published.eventText.readUpTo(debate))
        XCTAssertEqual(feeds.calendarEvent(FeedEvent(room: room, event: debate), readingTargets: true).summary, base.summary + " · " + target)
        XCTAssertEqual(feeds.calendarEvent(FeedEvent(room: room, event: debate)), base)
    }
}

import Foundation
@testable import Readalong
import XCTest

/// A full build of the sample site, counted (in the manner of Hugo's rebuild tests): each
/// fact the pages share is worked out once per build, whatever number of pages, calendars,
/// feeds and search files read it.
final class SampleBuildCountTests: XCTestCase {
    private static let now = 1_795_334_400

    /// One build of the sample (without its photos), counted, and what it publishes.
    private struct CountedBuild {
        let counters: BuildCounters
        let published: PublishedSite
    }

    private func countedBuild() throws -> CountedBuild {
        let builds = try SiteBuilds.sampleWithoutPhotos()
        defer { builds.remove() }
        let counters = BuildCounters()
        try BuildCounters.$current.withValue(counters) {
            try builds.build(at: Self.now, everything: true)
        }
        let options = BuildOptions(clock: BuildClock(secondsSinceEpoch: Self.now))
        let site = try XCTUnwrap(ContentPipeline.check(fileSystem: DiskFileSystem(root: builds.site.path), options: options).site)
        let language = site.config.language
        let published = PublishedSite(site: site, options: options, baseURL: site.config.baseURL,
                                      strings: UIStrings(languageTag: language), dates: DateText(languageTag: language))
        return CountedBuild(counters: counters, published: published)
    }

    func testTheSampleBuildCountsEachSharedFactOnce() throws {
        let build = try countedBuild()
        let rooms = build.published.view.publishedRooms
        let events = rooms.reduce(0) { $0 + ($1.schedule?.events.count ?? 0) }
        let messages = rooms.flatMap(\.transcripts.loaded).reduce(0) { $0 + $1.visibleMessages.count }
        XCTAssertGreaterThan(events, 20, "the sample publishes events")
        XCTAssertGreaterThan(messages, 300, "the sample publishes messages")

        XCTAssertEqual(build.counters.count(of: .calendarEvent), events,
                       "one base calendar event per published event (members' calendars decorate copies)")
        XCTAssertEqual(build.counters.count(of: .messageRender), messages,
                       "one Markdown render per published message, shared by its page and chat search")
        XCTAssertGreaterThan(build.counters.count(of: .wallTime, in: .resolve), messages, "messages and events are placed in time")
        XCTAssertEqual(build.counters.count(of: .wallTime, in: .check), 0, "the rules read the instants the resolve stage found")
        XCTAssertEqual(build.counters.count(of: .wallTime, in: .publish), 0,
                       "publishing and rendering read the instants the resolve stage found")
        let closedYears = build.published.yearTally.years.filter { $0 < build.published.clock.today.year }
        XCTAssertEqual(build.counters.count(of: .dayStart, in: .publish), 2 + closedYears.count,
                       "after the rules, only the clock window's two midnights and the feed's closed years start days")
    }
}

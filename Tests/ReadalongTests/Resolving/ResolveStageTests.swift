import XCTest
@testable import Readalong

/// The resolve stage on its own: what it works out from the site as written, before any
/// rule runs.
final class ResolveStageTests: XCTestCase {
    private let schedulePath = "content/rooms/tardor/schedule.yml"

    /// The fixture with `changes`, loaded and resolved (problems of the content are ignored).
    private func resolve(_ changes: [String: String?] = [:],
                         keeping: KeptRooms = [:]) throws -> ResolvedSite {
        let parsed = try ContentLoader.load(from: InMemoryFileSystem(SiteFixture.files(changes)), log: DiagnosticLog(),
                                            keeping: keeping)
        return SiteResolver.resolve(parsed)
    }

    private func room(_ site: ResolvedSite, _ slug: String = "tardor") throws -> Room {
        try XCTUnwrap(site.rooms.first { $0.slug == slug })
    }

    private func instant(_ text: String) -> Int { BuildClock.parseISO8601(text)! }

    // MARK: Events and spans

    func testIntervalsInTheSchedulesZoneAcrossTheEndOfSummerTime() throws {
        // New York leaves summer time on 2026-11-01: that day lasts 25 hours and 01:30 happens twice.
        let schedule = """
        timezone: America/New_York
        events:
          - kind: start
            date: 2026-10-20
          - id: repeated
            kind: discussion
            date: 2026-11-01 01:30
          - id: offset
            kind: meetup
            date: 2026-10-25T18:00+02:00
            duration: 90m
          - kind: end
            date: 2026-11-01
        """
        let events = try XCTUnwrap(try room(try resolve([schedulePath: schedule])).schedule?.events)
        XCTAssertEqual(events.map(\.id.value), ["start-2026-10-20", "repeated", "offset", "end-2026-11-01"])
        XCTAssertEqual(events[0].interval.start, instant("2026-10-20T04:00:00Z"))
        XCTAssertEqual(events[0].interval.end, instant("2026-10-21T04:00:00Z"))
        XCTAssertNil(events[0].resolution)
        // The first pass of the repeated hour, as the rules warn.
        XCTAssertEqual(events[1].interval.start, instant("2026-11-01T05:30:00Z"))
        XCTAssertEqual(events[1].interval.end, instant("2026-11-01T06:30:00Z"))
        XCTAssertEqual(events[1].resolution, .ambiguous(earlier: instant("2026-11-01T05:30:00Z"),
                                                        later: instant("2026-11-01T06:30:00Z")))
        // A written offset wins over the zone; the duration sets the end.
        XCTAssertEqual(events[2].interval.start, instant("2026-10-25T16:00:00Z"))
        XCTAssertEqual(events[2].interval.end, instant("2026-10-25T17:30:00Z"))
        // The whole last day, 25 hours long, closes the room.
        XCTAssertEqual(events[3].interval.end, instant("2026-11-02T05:00:00Z"))
        let span = try XCTUnwrap(try room(try resolve([schedulePath: schedule])).schedule?.span)
        XCTAssertEqual(span.start, instant("2026-10-20T04:00:00Z"))
        XCTAssertEqual(span.end, instant("2026-11-02T05:00:00Z"))
    }

    func testASkippedHourIsRecordedForTheRulesToReport() throws {
        let schedule = """
        events:
          - kind: start
            date: 2026-03-01
          - id: gap
            kind: discussion
            date: 2026-03-29 02:30
          - kind: end
            date: 2026-04-30 20:00
        """
        let site = try resolve([schedulePath: schedule, "content/rooms/tardor/chat/primera.md": nil])
        let resolved = try room(site)
        let gap = try XCTUnwrap(resolved.schedule?.events[1])
        guard case .skipped = gap.resolution else { return XCTFail("02:30 on 2026-03-29 does not exist in Madrid") }
        // A timed end closes the room at its start; the schedule took the site's zone.
        XCTAssertEqual(resolved.schedule?.span?.end, instant("2026-04-30T18:00:00Z"))
        XCTAssertEqual(MomentRules.check(site).map(\.code.id), ["E034"])
    }

    func testNoSpanWhenTheEndComesFirstOrIsRepeated() throws {
        let backwards = "events:\n  - kind: start\n    date: 2026-12-01\n  - kind: end\n    date: 2026-11-01\n"
        XCTAssertNil(try room(try resolve([schedulePath: backwards])).schedule?.span)
        let twoEnds = backwards + "  - kind: end\n    date: 2026-12-20\n"
        XCTAssertNil(try room(try resolve([schedulePath: twoEnds])).schedule?.span)
    }

    func testEventAnchorsAndTitlesInTheSitesLanguage() throws {
        let events = try XCTUnwrap(try room(try resolve()).schedule?.events)
        XCTAssertEqual(events.map(\.anchor), ["event-start-2026-11-01", "event-debat-1", "event-end-2026-12-01"])
        XCTAssertEqual(events.map(\.shownTitle), ["Inici", "Debat", "Final"])
        let titled = SiteFixture.files[schedulePath]!.replacingOccurrences(of: "chapters: 1-10", with: "title: Primera part")
        XCTAssertEqual(try room(try resolve([schedulePath: titled])).schedule?.events[1].shownTitle, "Primera part")
    }

    // MARK: Transcripts

    func testTranscriptsAreOrderedByTheInstantOfTheirFirstMessageAcrossZones() throws {
        // 17:00Z twice (tied, so by name), then 17:02Z (the fixture's 18:02 in Madrid), then 17:30Z.
        let site = try resolve([
            "content/rooms/tardor/chat/zeta.md": "---\ndate: 2026-11-12\n---\n18:00 joan: Madrid\n",
            "content/rooms/tardor/chat/alfa.md": "---\ndate: 2026-11-12\ntimezone: America/New_York\n---\n12:30 anna: NY\n",
            "content/rooms/tardor/chat/beta.md": "---\ndate: 2026-11-12\ntimezone: America/New_York\n---\n12:00 joan: NY\n",
        ])
        let transcripts = try room(site).transcripts.loaded
        XCTAssertEqual(transcripts.map(\.name), ["beta", "zeta", "primera", "alfa"])
        XCTAssertEqual(transcripts.map(\.firstInstant), [instant("2026-11-12T17:00:00Z"), instant("2026-11-12T17:00:00Z"),
                                                          instant("2026-11-12T17:02:00Z"), instant("2026-11-12T17:30:00Z")])
        XCTAssertEqual(transcripts.map(\.zone.identifier), ["America/New_York", "Europe/Madrid", "Europe/Madrid", "America/New_York"])
    }

    func testVisibleMessagesAnchorsAndPages() throws {
        let body = "18:00 marta: u\n18:00 joan: dos\n18:00 anna [hidden]: amagat\n18:01:05 joan: tres\n"
        let changes = ["content/rooms/tardor/chat/primera.md": "---\ndate: 2026-11-12\n---\n" + body]
        let transcript = try XCTUnwrap(try room(try resolve(changes)).transcripts.loaded.first)
        XCTAssertEqual(transcript.messages.count, 4)
        XCTAssertEqual(transcript.visibleMessages.map(\.text), ["u", "dos", "tres"])
        XCTAssertEqual(transcript.anchors, ["m-20261112-180000", "m-20261112-180000-2", "m-20261112-180105"])
        XCTAssertEqual(transcript.pageCount, 1)
        // Resolving again gives the same anchors: links to messages keep working.
        XCTAssertEqual(try room(try resolve(changes)).transcripts.loaded.first?.anchors, transcript.anchors)
    }

    func testHiddenMessagesTakeNoPlaceOnPages() throws {
        func pages(visible: Int, hidden: Int) throws -> Int {
            let lines = (0..<visible).map { "18:\(Digits.padded($0 / 60, 2)):\(Digits.padded($0 % 60, 2)) joan: m\($0)\n" }
                + (0..<hidden).map { _ in "19:00 anna [hidden]: amagat\n" }
            let text = "---\ndate: 2026-11-12\n---\n" + lines.joined()
            return try XCTUnwrap(try room(try resolve(["content/rooms/tardor/chat/primera.md": text])).transcripts.loaded.first)
                .pageCount
        }
        XCTAssertEqual(try pages(visible: 200, hidden: 5), 1)
        XCTAssertEqual(try pages(visible: 201, hidden: 0), 2)
        XCTAssertEqual(try pages(visible: 0, hidden: 3), 1)
    }

    func testPseudonymsFollowTheRoomsOrderAndSkipTheHostAndHiddenMessages() throws {
        let site = try resolve([
            "content/rooms/tardor/index.md": "---\nbook: solitud\nhost: marta\nmembers: [joan, anna, pau]\nanonymous: true\n---\n",
            "content/rooms/tardor/chat/primera.md": "---\ndate: 2026-11-13\n---\n18:00 joan: Hola\n18:01 pau: Bon dia\n",
            "content/rooms/tardor/chat/abans.md": "---\ndate: 2026-11-12\n---\n10:00 marta: Benvinguts\n10:01 pau [hidden]: x\n"
                + "10:02 anna: Hola\n",
        ])
        XCTAssertEqual(try room(site).pseudonyms, ["anna": "Lector 1", "joan": "Lector 2", "pau": "Lector 3"])
        XCTAssertEqual(try room(try resolve()).pseudonyms, [:])
    }

    // MARK: References

    func testRoomsAndTranscriptsHoldWhatTheyName() throws {
        let site = try resolve(["content/rooms/tardor/index.md": "---\nbook: solitud\nhost: marta\nmembers: [joan, ningu, anna, joan]\n---\n",
                                "content/rooms/tardor/chat/segona.md": "---\ndate: 2026-11-13\nevent: debat-9\n---\n18:02 marta: Hola\n"])
        let tardor = try room(site)
        XCTAssertEqual(tardor.resolvedBook?.title.value, "Solitud")
        XCTAssertEqual(tardor.resolvedMembers.map(\.handle), ["marta", "joan", "anna"], "the roster's order, unknown handles left out")
        let transcripts = Dictionary(uniqueKeysWithValues: tardor.transcripts.loaded.map { ($0.name, $0) })
        XCTAssertEqual(transcripts["primera"]?.scheduledEvent?.id.value, "debat-1")
        XCTAssertNil(transcripts["segona"]?.scheduledEvent, "an event the schedule lacks")
        let unknownBook = try room(resolve(["content/rooms/tardor/index.md": "---\nbook: ningun\nhost: marta\n---\n"]))
        XCTAssertNil(unknownBook.resolvedBook)
    }

    // MARK: News and picks

    func testNewsAndPickTimesArePlacedInTheSitesZoneHere() throws {
        let log = DiagnosticLog()
        let parsed = try ContentLoader.load(from: InMemoryFileSystem(SiteFixture.files([
            "content/news/canvi.md": "---\ntitle: Canvi d'hora\ndate: 2026-10-25 02:30\n---\n",
            "content/picks/hivern.md": "---\ntitle: Hivern\nopens: 2026-03-29 02:30\ncloses: 2026-04-01\ncandidates:\n"
                + "  - book: solitud\n  - book: nada\n---\n",
        ])), log: log)
        XCTAssertEqual(log.entries.map(\.code.id), [], "the loader reads the times as written and reports no daylight saving")
        let site = SiteResolver.resolve(parsed)
        let item = try XCTUnwrap(site.news.first)
        XCTAssertEqual(item.resolution, .ambiguous(earlier: instant("2026-10-25T00:30:00Z"), later: instant("2026-10-25T01:30:00Z")))
        XCTAssertEqual(item.publishedAt, instant("2026-10-25T00:30:00Z"), "the first pass")
        let pick = try XCTUnwrap(site.picks.first)
        XCTAssertEqual(pick.opensResolution, .skipped(instant("2026-03-29T01:30:00Z")))
        XCTAssertEqual(pick.closesAt, instant("2026-04-01T22:00:00Z"), "a closing day lasts until the next day starts")
        XCTAssertNil(pick.closesResolution)
    }

    // MARK: Chats kept from the last build

    func testAKeptRoomCarriesTheLastBuildsOutlineAndReadsNoChat() throws {
        let outline = TranscriptOutline(inputs: ContentHash(text: "chats"), entries: [.init(name: "primera", pages: 3, messages: MessageCounts(counts: [.init(year: 2026, month: 11, sender: "marta", count: 9)]))])
        let kept = try room(try resolve(keeping: ["tardor": outline]))
        guard case .kept(let carried) = kept.transcripts else { return XCTFail("the room's chats should be kept") }
        XCTAssertEqual(carried, outline)
        XCTAssertTrue(kept.transcripts.loaded.isEmpty)
        XCTAssertEqual(kept.transcripts.outline, outline.entries)
        XCTAssertNotNil(kept.schedule?.span)

        let loaded = try room(try resolve())
        guard case .loaded(let transcripts) = loaded.transcripts else { return XCTFail("the room's chats should be read") }
        XCTAssertEqual(transcripts.map(\.name), ["primera"])
        XCTAssertEqual(loaded.transcripts.outline, [.init(name: "primera", pages: 1, messages: MessageCounts(counts: [
            .init(year: 2026, month: 11, sender: "joan", count: 1), .init(year: 2026, month: 11, sender: "marta", count: 1),
        ]))], "the outline counts the published messages by month and sender")
    }

    // MARK: Images

    func testCoverAndAvatarPathsRelativeToTheirFiles() throws {
        let site = try resolve([
            "content/books/nada.md": "---\ntitle: Nada\nauthor: Carmen Laforet\ncover: ../assets/nada.jpg\n---\n",
            "content/members/joan.md": "---\nname: Joan Vila\navatar: joan.png\n---\n",
            "content/members/pau.md": "---\nname: Pau Roca\navatar: ../../../fora.png\n---\n",
        ])
        XCTAssertEqual(site.covers, ["nada": "content/assets/nada.jpg"])
        XCTAssertEqual(site.avatars, ["joan": "content/members/joan.png"])
    }
}

import XCTest
@testable import Readalong

/// The replay of a finished room as the build leaves it for the browser: the `data-replay`
/// JSON of the room page (read back from the built fixture and compared with the room's own
/// calendar file), and the theme's `replay` section only on a site with a finished room.
final class RoomReplayTests: XCTestCase {
    private let roomPage = "rooms/tardor/index.html"
    private let finished = "2026-12-10T12:00:00Z"
    /// The fixture's schedule, its discussion given a length, a place and notes.
    private let schedule = SiteFixture.files["content/rooms/tardor/schedule.yml"]!.replacingOccurrences(
        of: "    chapters: 1-10\n", with: "    duration: 1h30m\n    chapters: 1-10\n    location: Biblioteca, sala 2\n    notes: Porteu una frase.\n")

    /// Every `data-replay` of a page, unescaped and parsed.
    private func replays(_ html: String) throws -> [[String: Any]] {
        let pattern = try NSRegularExpression(pattern: "<div class=\"replay-place\" data-replay=\"([^\"]*)\" hidden></div>\n")
        let text = html as NSString
        return try pattern.matches(in: html, range: NSRange(location: 0, length: text.length)).map { match in
            let json = Escaping.unescapeHTML(text.substring(with: match.range(at: 1)))
            return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        }
    }

    /// The DESCRIPTION of each event of a calendar file, by UID, unfolded and unescaped.
    private func descriptions(_ ics: String) -> [String: String] {
        var result: [String: String] = [:]
        var uid: String?
        for line in ics.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n") {
            if line.hasPrefix("UID:") { uid = String(line.dropFirst(4)) }
            if line.hasPrefix("DESCRIPTION:"), let uid {
                result[uid] = String(line.dropFirst(12)).replacingOccurrences(of: "\\n", with: "\n")
                    .replacingOccurrences(of: "\\,", with: ",").replacingOccurrences(of: "\\;", with: ";")
            }
        }
        return result
    }

    func testFinishedRoomCarriesItsItineraryForAReplay() throws {
        let files = try SiteFixture.render(["content/rooms/tardor/schedule.yml": schedule], now: finished)
        let page = try XCTUnwrap(files[roomPage])
        let data = try XCTUnwrap(try replays(page).first)
        XCTAssertEqual(try replays(page).count, 1)
        XCTAssertTrue(page.contains("<h2 id=\"itinerary-heading\">Itinerari</h2>\n<div class=\"replay-place\""), "above the itinerary")
        XCTAssertEqual(data["start"] as? String, "2026-11-01")
        XCTAssertEqual(data["zone"] as? String, "Europe/Madrid")
        XCTAssertEqual(data["room"] as? String, "/rooms/tardor/")
        XCTAssertEqual(data["name"] as? String, "Solitud")
        XCTAssertEqual(data["file"] as? String, "tardor.ics")
        let words = try XCTUnwrap(data["t"] as? [String: String])
        XCTAssertEqual(words.keys.sorted(), RoomReplay.words)
        XCTAssertEqual(words["label"], "Començo el")

        let events = try XCTUnwrap(data["events"] as? [[String: Any]])
        XCTAssertEqual(events.map { $0["id"] as? String }, ["event-start-2026-11-01", "event-debat-1", "event-end-2026-12-01"])
        XCTAssertEqual(events.map { $0["date"] as? String }, ["2026-11-01", "2026-11-12", "2026-12-01"])
        XCTAssertEqual(events.map { $0["time"] as? Int }, [nil, 18 * 3600, nil], "local times in the room's zone; none all day")
        XCTAssertEqual(events[1]["length"] as? Int, 90 * 60)
        XCTAssertEqual(events[1]["location"] as? String, "Biblioteca, sala 2")
        XCTAssertTrue(events[0]["location"] is NSNull)
        XCTAssertEqual(events[1]["summary"] as? String, "Solitud · Debat")
        // Each event's texts are those of the room's calendar, so the file made in the browser says the same.
        let calendar = descriptions(try XCTUnwrap(files["rooms/tardor/calendar.ics"]))
        for event in events {
            let uid = try XCTUnwrap(event["uid"] as? String)
            XCTAssertEqual(event["description"] as? String, calendar[uid], uid)
        }
        XCTAssertEqual(calendar["tardor/debat-1@club.example.org"],
                       "Debat\nLectura fins a: 1-10\nPorteu una frase.\nhttps://club.example.org/rooms/tardor/#event-debat-1")
        // Every page's itinerary item is there to be shifted.
        for event in events {
            let id = try XCTUnwrap(event["id"] as? String)
            XCTAssertTrue(page.contains("<li class=\"event kind-") && page.contains(" id=\"\(id)\">\n<p class=\"event-kind\">"), id)
        }
        XCTAssertTrue(try XCTUnwrap(files["theme/readalong.js"]).contains("/* feature replay */"))
        XCTAssertTrue(try XCTUnwrap(files["theme/readalong.css"]).contains(".replay-form"))
    }

    func testRoomsNotFinishedOfferNoReplayAndTheThemeLeavesItOut() throws {
        for now in ["2026-11-22T12:00:00Z", "2026-10-01T12:00:00Z"] {
            let files = try SiteFixture.render(["content/rooms/tardor/schedule.yml": schedule], now: now)
            for (path, html) in files where path.hasSuffix(".html") {
                XCTAssertFalse(html.contains("data-replay"), "\(now) \(path)")
            }
            // The panel's looks are shared with the gate (`feature gate|replay`); the replay's own parts go.
            let script = try XCTUnwrap(files["theme/readalong.js"]), style = try XCTUnwrap(files["theme/readalong.css"])
            XCTAssertFalse(script.contains("/* feature replay */") || script.contains("data-replay"), now)
            XCTAssertFalse(style.contains("/* feature replay */") || style.contains("data-replay-day"), now)
        }
    }

    func testTheWordsComeInTheSiteLanguage() throws {
        let site = "title: Club\nbase_url: https://club.example.org/\nlanguage: es\ntimezone: Europe/Madrid\n"
        let files = try SiteFixture.render(["content/site.yml": site], now: finished)
        let words = try XCTUnwrap(try replays(try XCTUnwrap(files[roomPage])).first?["t"] as? [String: String])
        XCTAssertEqual(words["apply"], "Mueve el itinerario")
        XCTAssertEqual(words["shifted"], "Itinerario movido para empezar el %@.")
    }
}

import XCTest
@testable import Readalong

/// `docs/templates.md` names every value the page models give templates, and names no
/// value in a `{…}` list that the models do not give.
final class TemplateDocsTests: XCTestCase {
    /// A part of the doc and the models it describes: all of `required` must be written in
    /// it; a name in one of its `{…}` lists must be among `required` or `allowed`.
    private struct Section {
        let marker: String
        var required: [String]
        var allowed: [String] = []
    }

    private static func keys<Model: KeyedTemplateModel>(_ model: Model.Type, prefix: String = "") -> [String] {
        Model.Key.allCases.map { prefix + $0.rawValue }
    }

    private static let sections: [Section] = [
        Section(marker: "## Values every page has",
                required: keys(SiteFrame.self, prefix: "site.") + keys(PageHead.self, prefix: "page.")
                    + keys(PageShell.self) + keys(SiteFrame.Entry.self)),
        Section(marker: "**Book reference**", required: keys(BookReference.self)),
        Section(marker: "**Picture**", required: keys(Picture.self) + keys(Picture.Source.self)),
        Section(marker: "**Member reference**", required: keys(MemberReference.self)),
        Section(marker: "**Room card**", required: keys(RoomCard.self) + keys(RoomCard.FilterData.self)),
        Section(marker: "**Event**", required: keys(EventModel.self) + keys(EventModel.Location.self) + keys(TitledLink.self)
                    + keys(EventAnswersModel.self)),
        Section(marker: "**Taking part**", required: keys(TakePartActionsModel.self) + keys(ActionLinkModel.self)),
        Section(marker: "**Poll**", required: keys(PollModel.self) + keys(PollModel.Option.self)),
        Section(marker: "**Month calendar**", required: keys(MonthGrid.self) + keys(MonthGrid.Week.self) + keys(MonthGrid.Day.self)
                    + keys(MonthGrid.Entry.self) + keys(TextPiece.self)),
        Section(marker: "| `home` |", required: keys(HomePageModel.self) + keys(HomePageModel.Planned.self)
                    + keys(HomePageModel.Picks.self)),
        Section(marker: "**News summary**", required: keys(NewsSummary.self) + keys(NamedLink.self)),
        Section(marker: "**News section**", required: keys(NewsSection.self)),
        Section(marker: "| `news` |", required: keys(NewsListPageModel.self)),
        Section(marker: "| `news-item` |", required: keys(NewsItemPageModel.self) + keys(NewsItemPageModel.Details.self)
                    + keys(TitledLink.self)),
        Section(marker: "| `tag` |", required: keys(TagPageModel.self) + keys(TagPageModel.Tag.self)),
        Section(marker: "| `rooms` |", required: keys(RoomsPageModel.self) + keys(RoomsPageModel.Filter.self)
                    + keys(RoomsPageModel.Facet.self) + keys(RoomsPageModel.Group.self)),
        Section(marker: "| `room` |", required: keys(RoomPageModel.self) + keys(RoomPageModel.Details.self)
                    + keys(RoomPageModel.BookDetails.self) + keys(TranscriptSummary.self) + keys(LabelledLink.self)
                    + keys(RatingSummary.self) + keys(CalendarFeedLinks.self)),
        Section(marker: "| `transcript` |", required: keys(TranscriptPageModel.self) + keys(TranscriptPageModel.Body.self)
                    + keys(TranscriptPageModel.Day.self) + keys(TranscriptPageModel.Group.self)
                    + keys(TranscriptPageModel.Message.self) + keys(TitledLink.self)),
        Section(marker: "| `books` |", required: keys(BooksPageModel.self) + keys(BooksPageModel.Index.self)),
        Section(marker: "| `book` |", required: keys(BookPageModel.self) + keys(BookPageModel.Details.self) + keys(NamedLink.self)
                    + keys(TitledLink.self) + keys(EditionSummary.self) + keys(ChapterLink.self)),
        Section(marker: "| `chapter` |", required: keys(ChapterPageModel.self) + keys(ChapterPageModel.Body.self)
                    + keys(ChapterPageModel.Room.self) + keys(ChapterPageModel.Discussion.self) + keys(ChapterPageModel.Message.self)
                    + keys(ChapterPageModel.Note.self) + keys(TitledLink.self)),
        Section(marker: "| `chats` |", required: ["room", "transcripts", "pagination"] + keys(TitledLink.self)),
        Section(marker: "| `roster` |", required: ["room", "members", "pagination"] + keys(TitledLink.self)),
        Section(marker: "| `taxonomy` |", required: keys(TaxonomyPageModel.self) + keys(TaxonomyPageModel.Term.self)),
        Section(marker: "| `terms` |", required: keys(TermsPageModel.self) + keys(TermsPageModel.Entry.self)),
        Section(marker: "| `members` |", required: keys(MembersPageModel.self) + keys(MembersPageModel.Former.self)),
        Section(marker: "| `member` |", required: keys(MemberPageModel.self) + keys(MemberPageModel.Details.self)
                    + keys(MemberPageModel.StatusGroup.self) + keys(CalendarFeedLinks.self) + keys(ShelfModel.self),
                allowed: keys(NamedLink.self)),
        Section(marker: "**Pick summary**", required: keys(PickSummary.self)),
        Section(marker: "| `lists` |", required: keys(ListsPageModel.self) + keys(ListSummary.self)),
        Section(marker: "| `list` |", required: keys(ListPageModel.self) + keys(ListPageModel.Details.self)
                    + keys(ListPageModel.Entry.self)),
        Section(marker: "| `picks` |", required: keys(PicksPageModel.self)),
        Section(marker: "| `pick` |", required: keys(PickPageModel.self) + keys(PickPageModel.Details.self)
                    + keys(PickPageModel.Candidate.self) + keys(PickPageModel.Results.self) + keys(PickPageModel.Race.self)
                    + keys(PickPageModel.Round.self) + keys(PickPageModel.Tally.self) + keys(PickPageModel.Ballot.self) + keys(TextPiece.self)
                    + keys(TitledLink.self)),
        Section(marker: "| `calendar-page` |", required: keys(CalendarPageModel.self) + keys(CalendarPageModel.Running.self)
                    + keys(CalendarPageModel.Month.self) + keys(LabelledLink.self) + keys(CalendarFeedLinks.self)),
        Section(marker: "| `page` |", required: keys(FreePageModel.self)),
        Section(marker: "| `search` |", required: keys(SearchPageModel.self) + keys(LabelledLink.self)),
        Section(marker: "| `404` |", required: keys(NotFoundPageModel.self) + keys(LabelledLink.self)),
        Section(marker: "| `offline` |", required: keys(NotFoundPageModel.self) + keys(LabelledLink.self)),
        Section(marker: "| `pagination` |", required: keys(Pagination.self) + keys(Pagination.Item.self)),
    ]

    private func doc() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent("docs/templates.md"), encoding: .utf8)
    }

    /// The text a marker starts: a table row to its line's end, a heading to the next
    /// heading, a paragraph to the blank line after it.
    private func text(of marker: String, in doc: String) -> String? {
        guard let start = doc.range(of: marker) else { return nil }
        let rest = doc[start.upperBound...]
        let end: String.Index?
        if marker.hasPrefix("|") {
            end = rest.firstIndex(of: "\n")
        } else if marker.hasPrefix("#") {
            end = rest.range(of: "\n#")?.lowerBound
        } else {
            end = rest.range(of: "\n\n")?.lowerBound
        }
        return String(rest[..<(end ?? rest.endIndex)])
    }

    /// The names written in backquotes or in `{…}` lists, and those of the lists alone.
    private func names(in text: String) -> (written: Set<String>, listed: Set<String>) {
        var written = Set<String>()
        var listed = Set<String>()
        for match in text.matches(of: /`([^`]*)`|\{([A-Za-z, ]+)\}/) {
            let inside = String(match.output.1 ?? match.output.2 ?? "")
            let words = inside.matches(of: /[A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z][A-Za-z0-9]*)*/).map { String($0.output) }
            written.formUnion(words)
            if match.output.2 != nil { listed.formUnion(words) }
        }
        return (written, listed)
    }

    func testEveryValueOfThePageModelsIsDocumented() throws {
        let doc = try doc()
        for section in Self.sections {
            let text = try XCTUnwrap(text(of: section.marker, in: doc), "docs/templates.md has no \(section.marker)")
            let written = names(in: text).written
            let missing = section.required.filter { key in !written.contains { $0 == key || $0.hasPrefix(key + ".") } }
            XCTAssertEqual(missing, [], "\(section.marker) in docs/templates.md does not name these values of its models")
        }
    }

    func testTheDocsListOnlyValuesTheModelsGive() throws {
        let doc = try doc()
        for section in Self.sections {
            let text = try XCTUnwrap(text(of: section.marker, in: doc))
            let unknown = names(in: text).listed.subtracting(section.required + section.allowed)
            XCTAssertEqual(unknown.sorted(), [], "\(section.marker) in docs/templates.md lists values no model gives")
        }
    }

    func testAMissingOrStrayValueIsCaught() {
        XCTAssertEqual(names(in: "`url` (or `false`), `site.title`, `{label, url}` and {a, b}").written,
                       ["url", "false", "site.title", "label", "a", "b"])
        XCTAssertEqual(names(in: "`x`, {label, url}").listed, ["label", "url"])
        XCTAssertEqual(text(of: "| `b` |", in: "| `a` | x |\n| `b` | `y` |\n| `c` |"), " `y` |")
        XCTAssertEqual(text(of: "**P**", in: "**P**: `a`\n`b`\n\n**Q**"), ": `a`\n`b`")
    }
}

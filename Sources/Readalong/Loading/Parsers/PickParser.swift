import Foundation

/// Reads `content/picks/<slug>.md`. Rules within the file are checked here (a book or a
/// choice written twice, a plurality ballot with several books, more seats than
/// candidates); references to other files are checked by `PickRules`.
enum PickParser {
    static let keys = ["title", "opens", "closes", "method", "seats", "candidates", "ballots", "room", "public_ballots",
                       "draft"]
    static let candidateKeys = ["book", "by", "note"]

    static func parse(slug: String, _ document: SourceDocument, log: DiagnosticLog) -> WrittenPick? {
        guard let fields = FieldReader(document.yaml, path: document.path, log: log, what: ToolText("what.pick"), keys: keys,
                                       at: document.start) else { return nil }
        let title = fields.text("title", required: true)
        let opens = fields.moment("opens", required: true)
        let closes = fields.moment("closes", required: true)
        let method = fields.choice("method", among: Pick.Method.allCases.map(\.rawValue))
            .flatMap { Pick.Method(rawValue: $0.value) } ?? .ranked
        let seats = fields.integer("seats", minimum: 1)
        let candidates = fields.list("candidates", required: true).map { readCandidates($0, fields: fields) }
        let ballots = readBallots(fields, method: method)
        let room = fields.reference("room")
        let publicBallots = fields.boolean("public_ballots")?.value ?? false
        let draft = fields.boolean("draft")?.value ?? false
        if let candidates {
            checkCount(candidates, seats: seats, fields: fields)
        }
        guard let title, let opens, let closes, let candidates else { return nil }
        return WrittenPick(slug: slug, path: document.path, title: title.value, opens: opens, closes: closes, method: method, seats: seats?.value ?? 1,
                    seatsLocation: seats?.location, candidates: candidates, ballots: ballots, room: room,
                    publicBallots: publicBallots, draft: draft, body: document.body)
    }

    /// At least two candidates, and no more seats than candidates.
    private static func checkCount(_ candidates: [Pick.Candidate], seats: Located<Int>?, fields: FieldReader) {
        let location = fields.node("candidates")?.location(in: fields.path) ?? fields.location
        if candidates.count < 2 {
            fields.log.report(.tooFewCandidates, at: location,
                              ToolText("pick.tooFew", ["count": "\(candidates.count)"]), hint: ToolText("pick.tooFew.hint"))
        } else if let seats, seats.value > candidates.count {
            fields.log.report(.tooManySeats, at: seats.location,
                              ToolText("pick.tooManySeats", ["seats": "\(seats.value)", "count": "\(candidates.count)"]),
                              hint: ToolText("pick.tooManySeats.hint", ["count": "\(candidates.count)"]))
        }
    }

    private static func readCandidates(_ items: [YAMLNode], fields: FieldReader) -> [Pick.Candidate] {
        var seen = Set<String>()
        return items.compactMap { item -> Pick.Candidate? in
            guard case .mapping = item.content else {
                fields.wrongType(item, key: "candidates", expected: ToolText("kind.candidate"),
                                 hint: ToolText("pick.candidate.hint"))
                return nil
            }
            guard let map = FieldReader(item, path: fields.path, log: fields.log, what: ToolText("what.candidate"),
                                        keys: candidateKeys, at: item.location(in: fields.path)) else { return nil }
            let book = map.reference("book", required: true)
            let candidate = book.map { Pick.Candidate(book: $0, by: map.reference("by"), note: map.text("note")?.value) }
            guard let candidate else { return nil }
            guard seen.insert(candidate.book.value).inserted else {
                fields.log.report(.duplicateEntry, at: candidate.book.location,
                                  ToolText("pick.candidateTwice", ["book": candidate.book.value]), hint: ToolText("list.twice.hint"))
                return nil
            }
            return candidate
        }
    }

    /// `ballots:`, voter → list of book slugs (a single slug may be written without brackets).
    private static func readBallots(_ fields: FieldReader, method: Pick.Method) -> [Pick.Ballot] {
        (fields.map("ballots") ?? []).compactMap { entry -> Pick.Ballot? in
            let key = "ballots.\(entry.key.value)"
            let items: [YAMLNode]
            switch entry.value.content {
            case .sequence(let list): items = list
            case .scalar: items = entry.value.isNull ? [] : [entry.value]
            case .mapping:
                fields.wrongType(entry.value, key: key, expected: ToolText("kind.bookList"),
                                 hint: ToolText("pick.ballot.hint", ["voter": entry.key.value]))
                return nil
            }
            guard !items.isEmpty else {
                fields.log.report(.missingKey, at: entry.key.location, ToolText("pick.ballotEmpty", ["voter": entry.key.value]),
                                  hint: ToolText("pick.ballotEmpty.hint", ["voter": entry.key.value]))
                return nil
            }
            let choices = fields.uniqueTexts(items, key: key, hint: ToolText("pick.ballotTwice.hint")) {
                ToolText("pick.ballotTwice", ["book": $0, "voter": entry.key.value])
            }
            if method == .plurality, choices.count > 1 {
                fields.log.report(.pluralityBallot, at: choices[1].location,
                                  ToolText("pick.plurality", ["voter": entry.key.value, "count": "\(choices.count)"]),
                                  hint: ToolText("pick.plurality.hint"))
            }
            return Pick.Ballot(voter: entry.key, choices: choices)
        }
    }
}

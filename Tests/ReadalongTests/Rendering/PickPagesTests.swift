import XCTest
@testable import Readalong

/// `/picks/` and `/picks/<slug>/` built from fixture sites: nothing of the count before the
/// vote closes, every round after it, ballots only when the pick publishes them.
final class PickPagesTests: XCTestCase {
    /// Two more books, so a pick has four candidates.
    static let books: [String: String?] = [
        "content/books/mirall.md": "---\ntitle: Mirall trencat\nauthors: [Mercè Rodoreda]\n---\n",
        "content/books/canto.md": "---\ntitle: Canto jo\nauthors: [Jaume Cabré]\n---\n",
        "content/members/quima.md": "---\nname: Quima Vilaplana\n---\n",
    ]

    /// A ranked pick whose first round ties for last (broken by the candidates' order),
    /// with ballots that run out in the later rounds. Hand count, 10 ballots:
    /// round 1: solitud 3, nada 3, mirall 2, canto 2 → canto out (tie, later nominated);
    /// round 2: solitud 4, nada 3, mirall 2, 1 exhausted → mirall out;
    /// round 3: solitud 4, nada 3, 3 exhausted → solitud has 4 of 7 and is chosen.
    static func rankedPick(closes: String = "2026-11-15 20:00", publicBallots: Bool = false, seats: Int = 1,
                           room: String? = "tardor") -> String {
        """
        ---
        title: La tria de l'hivern
        opens: 2026-11-01
        closes: \(closes)
        seats: \(seats)
        candidates:
          - {book: solitud, by: marta, note: Una nota de la Marta.}
          - {book: nada, by: joan}
          - {book: mirall, by: anna}
          - {book: canto, by: quima}
        ballots:
          marta: [solitud, nada]
          joan: [solitud]
          anna: [solitud, mirall]
          pau: [nada, solitud]
          quima: [nada, canto]
          v1: [nada, solitud]
          v2: [mirall, canto]
          v3: [mirall]
          v4: [canto, solitud]
          v5: [canto]
        \(room.map { "room: \($0)" } ?? "")
        public_ballots: \(publicBallots)
        ---
        Ordeneu els llibres.
        """
    }

    /// The fixture with the voters `v1`…`v5` as members, the extra books and `pick`.
    static func site(pick: String, slug: String = "hivern", more: [String: String?] = [:]) -> [String: String?] {
        var files = books
        for number in 1...5 { files["content/members/v\(number).md"] = "---\nname: Votant Secret \(number)\n---\n" }
        files["content/picks/\(slug).md"] = pick
        return files.merging(more) { $1 }
    }

    func testAnOpenPickShowsTheCandidatesAndTheNumberOfBallotsOnly() throws {
        let files = try SiteFixture.render(Self.site(pick: Self.rankedPick(closes: "2026-12-20 20:00")))
        let page = try XCTUnwrap(files["picks/hivern/index.html"])
        let main = HTMLText.main(of: page)
        XCTAssertTrue(main.contains("Es pot votar fins al 20 de desembre de 2026, 20:00"), main)
        XCTAssertTrue(main.contains("10 butlletes"))
        XCTAssertTrue(main.contains("Proposat per Marta Puig"), "who nominated each candidate")
        XCTAssertTrue(main.contains("Una nota de la Marta."))
        XCTAssertEqual(HTMLText.rounds(in: page).count, 0)
        for secret in ["Votant Secret", "Pau Roca", "v1", "Escollit", "Ronda", "esgotad", "El resultat"] {
            XCTAssertFalse(main.contains(secret), "\(secret) on the open pick's page")
        }
        XCTAssertFalse(page.contains("/rooms/tardor/"), "the room that will read the winner is not named before the close")
        for (path, text) in files where !path.hasPrefix("theme/") {
            for leak in ["pick-votes", "pick-elected", "pick-eliminated", "Ronda 1", "Escollit", "butlletes esgotades", "pick-choices"] {
                XCTAssertFalse(text.contains(leak), "\(leak) in \(path)")
            }
        }
        let index = HTMLText.main(of: try XCTUnwrap(files["picks/index.html"]))
        XCTAssertTrue(index.contains("Votacions obertes La tria de l'hivern Oberta"), index)
        XCTAssertTrue(index.contains("Encara no s'ha tancat cap votació."))
        let home = HTMLText.main(of: try XCTUnwrap(files["index.html"]))
        XCTAssertTrue(home.contains("Triem el proper llibre La tria de l'hivern Oberta"), home)
    }

    func testAClosedRankedPickShowsEveryRoundItsExhaustedBallotsAndTheWinner() throws {
        let files = try SiteFixture.render(Self.site(pick: Self.rankedPick()))
        let page = try XCTUnwrap(files["picks/hivern/index.html"])
        XCTAssertEqual(HTMLText.rounds(in: page), [
            .init(caption: "Ronda 1", rows: ["Solitud 3 (30%)", "Nada 3 (30%)", "Mirall trencat 2 (20%)", "Canto jo queda fora 2 (20%)"],
                  outcome: "Queda fora: Canto jo. Hi havia un empat: queda fora el llibre proposat més tard. 0 butlletes esgotades (ja no compten per cap llibre que segueixi en joc)"),
            .init(caption: "Ronda 2", rows: ["Solitud 4 (44%)", "Nada 3 (33%)", "Mirall trencat queda fora 2 (22%)"],
                  outcome: "Queda fora: Mirall trencat. 1 butlleta esgotada (ja no compta per cap llibre que segueixi en joc)"),
            .init(caption: "Ronda 3", rows: ["Solitud escollit 4 (57%)", "Nada 3 (43%)"],
                  outcome: "Escollit: Solitud. 3 butlletes esgotades (ja no compten per cap llibre que segueixi en joc)"),
        ])
        XCTAssertTrue(page.contains("<rect class=\"poll-bar-fill\" width=\"57\" height=\"8\" rx=\"2\"/>"), "the bar of 4 of 7")
        let main = HTMLText.main(of: page)
        XCTAssertTrue(main.contains("Es va tancar el 15 de novembre de 2026, 20:00"))
        XCTAssertTrue(main.contains("El resultat Solitud Víctor Català El llegim a la sala Solitud"), main)
        XCTAssertTrue(page.contains("<h3 class=\"book-title\"><a href=\"/books/solitud/\" dir=\"auto\">Solitud</a></h3>"))
        XCTAssertTrue(page.contains("El llegim a la sala <a href=\"/rooms/tardor/\" dir=\"auto\">Solitud</a>"))
        XCTAssertFalse(main.contains("Votant Secret"), "ballots stay secret without public_ballots")
        let index = HTMLText.main(of: try XCTUnwrap(files["picks/index.html"]))
        XCTAssertTrue(index.contains("Ara mateix no hi ha cap votació oberta."))
        XCTAssertTrue(index.contains("La tria de l'hivern Tancada · Es va tancar el 15 de novembre de 2026, 20:00 · 10 butlletes Escollit: Solitud"), index)
    }

    func testSeveralSeatsRunOneRaceEach() throws {
        let files = try SiteFixture.render(Self.site(pick: Self.rankedPick(seats: 2)))
        let page = try XCTUnwrap(files["picks/hivern/index.html"])
        let main = HTMLText.main(of: page)
        XCTAssertTrue(main.contains("Es trien 2 llibres."))
        XCTAssertTrue(main.contains("Plaça 1 Ronda 1"), main)
        XCTAssertTrue(main.contains("Plaça 2 Ronda 1"))
        // Without solitud: nada 5 (marta, pau, quima, v1 move or stay), mirall 3, canto 2 of 10.
        let rounds = HTMLText.rounds(in: page)
        XCTAssertEqual(rounds.last?.outcome.hasPrefix("Escollit: Nada."), true, "\(rounds)")
        let count = PickCounter.count(method: .ranked, seats: 2, candidates: ["solitud", "nada", "mirall", "canto"], ballots: [
            ["solitud", "nada"], ["solitud"], ["solitud", "mirall"], ["nada", "solitud"], ["nada", "canto"], ["nada", "solitud"],
            ["mirall", "canto"], ["mirall"], ["canto", "solitud"], ["canto"],
        ])
        XCTAssertEqual(count.winners, ["solitud", "nada"])
        XCTAssertEqual(rounds.count, count.races.map(\.rounds.count).reduce(0, +))
        XCTAssertTrue(main.contains("El resultat Solitud Víctor Català Nada Carmen Laforet"), main)
    }

    func testPublicBallotsAreListedOnlyWhenThePickSaysSo() throws {
        let open = try XCTUnwrap(SiteFixture.render(Self.site(pick: Self.rankedPick(closes: "2026-12-20", publicBallots: true)))["picks/hivern/index.html"])
        XCTAssertFalse(HTMLText.main(of: open).contains("Votant Secret"), "not before the close, even when public")
        let files = try SiteFixture.render(Self.site(pick: Self.rankedPick(publicBallots: true)))
        let page = try XCTUnwrap(files["picks/hivern/index.html"])
        let main = HTMLText.main(of: page)
        XCTAssertTrue(main.contains("Les butlletes Marta Puig Solitud Nada Joan Vila Solitud"), main)
        XCTAssertTrue(page.contains("<a href=\"/members/v2/\" dir=\"auto\">Votant Secret 2</a></span>\n <ol class=\"pick-choices\"><li><a href=\"/books/mirall/\" dir=\"auto\">Mirall trencat</a></li><li><a href=\"/books/canto/\" dir=\"auto\">Canto jo</a></li></ol>"))
        let secret = try XCTUnwrap(SiteFixture.render(Self.site(pick: Self.rankedPick()))["picks/hivern/index.html"])
        XCTAssertFalse(secret.contains("pick-ballots"))
        XCTAssertFalse(secret.contains("/members/v2/"))
    }

    func testAnErasedNominatorOrVoterIsShownUnderTheNeutralLabel() throws {
        let erased = "---\nname: Quima Vilaplana\nleft: 2026-11-20\nerase: true\n---\n"
        let files = try SiteFixture.render(Self.site(pick: Self.rankedPick(publicBallots: true), more: ["content/members/quima.md": erased]))
        for (path, text) in files {
            XCTAssertFalse(text.contains("Quima") || text.contains("quima"), "the erased member in \(path)")
        }
        let main = HTMLText.main(of: try XCTUnwrap(files["picks/hivern/index.html"]))
        XCTAssertTrue(main.contains("Proposat per Antic membre"), main)
        XCTAssertTrue(main.contains("Antic membre Nada Canto jo"), "her ballot under the neutral label")
    }

    func testApprovalAndPluralityAreOneRound() throws {
        let approval = """
        ---
        title: Aprovació
        opens: 2026-11-01
        closes: 2026-11-10
        method: approval
        candidates: [{book: solitud}, {book: nada}, {book: mirall}]
        ballots: {marta: [solitud, nada], joan: [nada, mirall], anna: [solitud, nada], pau: [mirall, solitud]}
        ---
        """
        let page = try XCTUnwrap(SiteFixture.render(Self.site(pick: approval))["picks/hivern/index.html"])
        XCTAssertEqual(HTMLText.rounds(in: page), [
            .init(caption: "Recompte", rows: ["Solitud escollit 3 (75%)", "Nada 3 (75%)", "Mirall trencat 2 (50%)"],
                  outcome: "Escollit: Solitud. Hi havia un empat: passa davant el llibre proposat abans. 0 butlletes en blanc"),
        ])
        XCTAssertTrue(HTMLText.main(of: page).contains("Vot d'aprovació"))
        let twoSeats = approval.replacingOccurrences(of: "method: approval", with: "method: approval\nseats: 2")
        let two = try XCTUnwrap(SiteFixture.render(Self.site(pick: twoSeats))["picks/hivern/index.html"])
        XCTAssertEqual(HTMLText.rounds(in: two).map(\.outcome), ["Escollits: Solitud, Nada. 0 butlletes en blanc"])
        let plurality = approval.replacingOccurrences(of: "method: approval", with: "method: plurality")
            .replacingOccurrences(of: "ballots: {marta: [solitud, nada], joan: [nada, mirall], anna: [solitud, nada], pau: [mirall, solitud]}",
                                  with: "ballots: {marta: [nada], joan: [nada], anna: [solitud], pau: [mirall]}")
        let one = try XCTUnwrap(SiteFixture.render(Self.site(pick: plurality))["picks/hivern/index.html"])
        XCTAssertEqual(HTMLText.rounds(in: one), [
            .init(caption: "Recompte", rows: ["Solitud 1 (25%)", "Nada escollit 2 (50%)", "Mirall trencat 1 (25%)"],
                  outcome: "Escollit: Nada. 0 butlletes en blanc"),
        ])
    }

    func testTheHomePageShowsAPickUntilThirtyDaysAfterItCloses() throws {
        let site = Self.site(pick: Self.rankedPick())
        let recent = HTMLText.main(of: try XCTUnwrap(SiteFixture.render(site, now: "2026-12-15T12:00:00Z")["index.html"]))
        XCTAssertTrue(recent.contains("Triem el proper llibre La tria de l'hivern Tancada"), recent)
        let later = try SiteFixture.render(site, now: "2026-12-15T19:00:00Z")
        XCTAssertFalse(try XCTUnwrap(later["index.html"]).contains("pick-summary"), "30 days after 2026-11-15 20:00 in Madrid")
        XCTAssertFalse(try XCTUnwrap(later["index.html"]).contains("lists-picks.css"))
        XCTAssertTrue(try XCTUnwrap(later["picks/index.html"]).contains("Escollit:"), "still on /picks/")
    }

    func testADraftPickIsPublishedOnlyWithDrafts() throws {
        let draft = Self.rankedPick().replacingOccurrences(of: "public_ballots: false", with: "public_ballots: false\ndraft: true")
        let files = try SiteFixture.render(Self.site(pick: draft))
        XCTAssertNil(files["picks/hivern/index.html"])
        XCTAssertNil(files["picks/index.html"])
        XCTAssertNil(files["theme/lists-picks.css"])
        XCTAssertNotNil(try SiteFixture.render(Self.site(pick: draft), drafts: true)["picks/hivern/index.html"])
    }
}

/// A small site for rebuild tests: `SiteFixture` plus what rebuilds care about, and no image
/// to encode. Three rooms have chats: `tardor` (public, under way on 2026-11-22, two chats),
/// `nada` (unlisted, so not searched; finished in May, two chats) and `estiu` (finished in
/// July, one chat); `primavera` only has a schedule, and `laia` has left the club. The pick
/// closes on 2026-11-30 at 20:00 in Madrid.
enum RebuildFixture {
    /// The rooms with chats.
    static let roomsWithChats = 3

    static let files: [String: String] = SiteFixture.files.merging([
        "content/site.yml": SiteFixture.files["content/site.yml"]! + "\n",
        "content/members/laia.md": "---\nname: Laia Vidal\nleft: 2026-10-31\n---\nHi era.\n",
        "content/rooms/tardor/chat/segona.md": """
        ---
        date: 2026-11-15
        ---
        19:00 anna: Seguim llegint.
        19:01 marta: Fins al capítol 12.
        """,
        "content/rooms/nada/index.md": """
        ---
        book: nada
        host: anna
        members: [pau, laia]
        visibility: unlisted
        ---
        Barcelona a la postguerra.
        """,
        "content/rooms/nada/schedule.yml": """
        timezone: Europe/Madrid
        events:
          - kind: start
            date: 2026-05-04
          - kind: end
            date: 2026-06-01
        """,
        "content/rooms/nada/chat/primera-parte.md": """
        ---
        date: 2026-05-13
        ---
        19:00 anna: Comencem.
        19:02 pau: La casa del carrer d'Aribau.
        """,
        "content/rooms/nada/chat/tercera-parte.md": """
        ---
        date: 2026-05-27
        ---
        19:00 anna: L'última part.
        19:05 laia: M'ha agradat.
        """,
        "content/rooms/estiu/index.md": "---\nbook: nada\nhost: marta\nmembers: [joan]\n---\nLectura d'estiu.\n",
        "content/rooms/estiu/schedule.yml": """
        timezone: Europe/Madrid
        events:
          - kind: start
            date: 2026-06-15
          - kind: end
            date: 2026-07-15
        """,
        "content/rooms/estiu/chat/juny.md": "---\ndate: 2026-06-20\n---\n19:00 marta: Bon estiu.\n19:01 joan: Igualment.\n",
        "content/rooms/primavera/index.md": "---\nbook: solitud\nhost: joan\n---\nLa tornem a llegir.\n",
        "content/rooms/primavera/schedule.yml": """
        timezone: Europe/Madrid
        events:
          - kind: start
            date: 2027-03-01
          - kind: end
            date: 2027-04-01
        """,
        "content/picks/tria.md": SiteFixture.pick.replacingOccurrences(of: "closes: 2026-11-30", with: "closes: 2026-11-30 20:00")
            .replacingOccurrences(of: "room: tardor\n", with: ""),
    ]) { $1 }
}

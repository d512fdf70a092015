extension StarterTexts {
    static func english(club: String, founder: String) -> StarterTexts {
        StarterTexts(
            siteDescription: "A reading club: we read together, at an easy pace, and talk along the way.",
            founderBiography: "Founded \(club) and organises its first readalongs.",
            welcomeSlug: "welcome",
            welcomeTitle: "Welcome",
            welcomeDescription: "What \(club) is and how to read with us.",
            welcome: """
            **\(club)** is a reading club. We choose a book, read it at the same time following a
            schedule of milestones (a few chapters a week) and talk about it at every stop: nobody
            reads alone, and nobody stumbles on the ending too early.

            ## How it works

            Each readalong has its own **room**: the book, who hosts it, when we meet and how far
            to read before each discussion. Open rooms and those starting soon are on the home
            page; finished ones stay there too, with what was said in them.

            ## How to join

            All you need is to want to read. Write to [the club's founder](@/members/\(founder).md)
            or any member and tell us which readalong you would like to join. Before your first
            meeting, please read the [club's norms](@/pages/norms.md): there are only a few.

            """,
            normsSlug: "norms",
            normsTitle: "Club norms",
            normsDescription: "The few norms that keep talking about books a pleasure for everyone.",
            norms: """
            These norms hold for every meeting, in person or online, and for the rooms' chats.

            ## Respect everyone's pace

            Talk only about the chapters the schedule has already left behind. If you want to
            mention something that happens later, mark it as a *spoiler*.

            ## Disagree with ideas, not with people

            Loving a book or disliking it are equally fair opinions. Say why, and listen to why
            not. There is no room for insults, mockery or discrimination of any kind.

            ## Look after each other's privacy

            What someone shares about themselves in the club stays in the club. Never publish
            anyone's phone number, address or e-mail.

            ## If something goes wrong

            Talk to the room's host or to [the club's founder](@/members/\(founder).md). We always
            answer.

            """
        )
    }
}

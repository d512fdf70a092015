/// The model of `/` (template `home`).
struct HomePageModel: KeyedTemplateModel {
    enum Key: String, CaseIterable { case intro, nextEvent, activeRooms, upcomingRooms, finishedRooms, planned, nextEvents, newestBooks, picks, news, years }

    /// `{rooms}`: the rooms being planned, shown in a section of their own.
    struct Planned: KeyedTemplateModel {
        enum Key: String, CaseIterable { case rooms }
        let rooms: [RoomCard]

        var templateValue: TemplateValue { fields([.rooms: rooms.templateValue]) }
    }

    /// `{picks, url}`: open picks and those closed lately, and the URL of every pick.
    struct Picks: KeyedTemplateModel {
        enum Key: String, CaseIterable { case picks, url }
        let picks: [PickSummary]
        let url: String

        var templateValue: TemplateValue { fields([.picks: picks.templateValue, .url: .text(url)]) }
    }

    let shell: PageShell
    /// The site's description.
    let intro: String?
    let activeRooms: [RoomCard]
    let upcomingRooms: [RoomCard]
    let finishedRooms: [RoomCard]
    /// Rooms being planned; `false` when there are none.
    let planned: [RoomCard]
    /// The events to come, soonest first; the first is also `nextEvent`, shown at the top
    /// of the page so that a phone's first screen holds it (`false` when none is to come).
    let nextEvents: [EventModel]
    let newestBooks: [BookReference]
    /// Open picks and those closed lately; `false` when there are none.
    let picks: Picks?
    /// The newest news items, those still pinned first; `false` when none is published.
    var news: NewsSection?
    /// The year in reading: `{summaries, stylesheet}` of the latest years; `false` when none.
    let years: YearSummaries?

    var templateValue: TemplateValue {
        shell.with(fields([.intro: intro.orFalse, .nextEvent: nextEvents.first.orFalse, .activeRooms: activeRooms.templateValue,
                           .upcomingRooms: upcomingRooms.templateValue, .finishedRooms: finishedRooms.templateValue,
                           .planned: planned.isEmpty ? .flag(false) : Planned(rooms: planned).templateValue,
                           .nextEvents: nextEvents.templateValue, .newestBooks: newestBooks.templateValue,
                           .picks: picks.orFalse, .news: news.orFalse, .years: years.orFalse]))
    }
}

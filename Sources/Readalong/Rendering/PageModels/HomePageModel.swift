/// The model of `/` (template `home`).
struct HomePageModel: KeyedTemplateModel {
    enum Key: String, CaseIterable { case intro, activeRooms, upcomingRooms, finishedRooms, planned, nextEvents, newestBooks, picks }

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
    let nextEvents: [EventModel]
    let newestBooks: [BookReference]
    /// Open picks and those closed lately; `false` when there are none.
    let picks: Picks?

    var templateValue: TemplateValue {
        shell.with(fields([.intro: intro.orFalse, .activeRooms: activeRooms.templateValue,
                           .upcomingRooms: upcomingRooms.templateValue, .finishedRooms: finishedRooms.templateValue,
                           .planned: planned.isEmpty ? .flag(false) : Planned(rooms: planned).templateValue,
                           .nextEvents: nextEvents.templateValue, .newestBooks: newestBooks.templateValue,
                           .picks: picks.orFalse]))
    }
}

/// The models of `/members/` and its pages (template `members`) and `/members/<handle>/`
/// (`member`).
struct MembersPageModel: KeyedTemplateModel {
    enum Key: String, CaseIterable { case members, former, pagination }

    /// `former`: `{members}`, those who left the club.
    struct Former: KeyedTemplateModel {
        enum Key: String, CaseIterable { case members }
        let members: [MemberReference]

        var templateValue: TemplateValue { fields([.members: members.templateValue]) }
    }

    let shell: PageShell
    /// Current members of this page.
    let members: [MemberReference]
    /// Members who left, on the last page only; `false` when there are none.
    let former: [MemberReference]
    let pagination: Pagination?

    var templateValue: TemplateValue {
        shell.with(fields([.members: members.templateValue,
                           .former: former.isEmpty ? .flag(false) : Former(members: former).templateValue,
                           .pagination: pagination.orFalse]))
    }
}

struct MemberPageModel: KeyedTemplateModel {
    enum Key: String, CaseIterable { case member }

    /// Rooms of one status, under its label.
    struct StatusGroup: KeyedTemplateModel {
        enum Key: String, CaseIterable { case label, rooms }
        let label: String
        let rooms: [RoomCard]

        var templateValue: TemplateValue { fields([.label: .text(label), .rooms: rooms.templateValue]) }
    }

    /// `member`: a member reference (with the page's large avatar) and the member's profile.
    struct Details: KeyedTemplateModel {
        enum Key: String, CaseIterable {
            case location, joined, left, bio, hasLinks, links, friends, hosted, joinedRooms, booksRead, upcomingEvents, feed
            case shelves, hasShelves
        }
        let reference: MemberReference
        let location: String?
        let joined: String?
        /// For a former member: when they left.
        let left: String?
        /// HTML of the member's text.
        let bio: String?
        let links: [NamedLink]
        /// Friends both ways.
        let friends: [MemberReference]
        /// Listed, non-anonymous rooms the member hosts and joined, by status.
        let hosted: [StatusGroup]
        let joinedRooms: [StatusGroup]
        let booksRead: [BookReference]
        let upcomingEvents: [EventModel]
        let feed: CalendarFeedLinks
        /// The member's shelves (`hasShelves` says whether there are any).
        let shelves: [ShelfModel]

        var templateValue: TemplateValue {
            reference.templateValue.adding(fields([
                .location: location.orFalse, .joined: joined.orFalse, .left: left.orFalse, .bio: bio.orFalse,
                .hasLinks: .flag(!links.isEmpty), .links: links.templateValue, .friends: friends.templateValue,
                .hosted: hosted.templateValue, .joinedRooms: joinedRooms.templateValue, .booksRead: booksRead.templateValue,
                .upcomingEvents: upcomingEvents.templateValue, .feed: feed.templateValue,
                .shelves: shelves.templateValue, .hasShelves: .flag(!shelves.isEmpty),
            ]))
        }
    }

    let shell: PageShell
    let member: Details

    var templateValue: TemplateValue { shell.with(fields([.member: member.templateValue])) }
}

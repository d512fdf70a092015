/// The model of `/rooms/` and `/rooms/<status>/` (template `rooms`).
struct RoomsPageModel: KeyedTemplateModel {
    enum Key: String, CaseIterable { case filters, groups, pagination }

    /// A link of the status filter, `current` on the list shown.
    struct Filter: KeyedTemplateModel {
        enum Key: String, CaseIterable { case label, url, current }
        let label: String
        let url: String
        let current: Bool

        var templateValue: TemplateValue {
            fields([.label: .text(label), .url: .text(url), .current: .flag(current)])
        }
    }

    /// The rooms of one status; `more` is the "see all" text when `/rooms/` leaves some out.
    struct Group: KeyedTemplateModel {
        enum Key: String, CaseIterable { case status, label, url, rooms, empty, more }
        let status: String
        let label: String
        let url: String
        let rooms: [RoomCard]
        let empty: Bool
        let more: String?

        var templateValue: TemplateValue {
            fields([.status: .text(status), .label: .text(label), .url: .text(url), .rooms: rooms.templateValue,
                    .empty: .flag(empty), .more: more.orFalse])
        }
    }

    let shell: PageShell
    let filters: [Filter]
    let groups: [Group]
    let pagination: Pagination?

    var templateValue: TemplateValue {
        shell.with(fields([.filters: filters.templateValue, .groups: groups.templateValue, .pagination: pagination.orFalse]))
    }
}

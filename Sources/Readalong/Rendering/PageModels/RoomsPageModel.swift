/// The model of `/rooms/`, `/rooms/<status>/` and the filtered lists such as
/// `/rooms/genre/<g>/` (template `rooms`).
struct RoomsPageModel: KeyedTemplateModel {
    enum Key: String, CaseIterable { case all, facets, filterable, groups, pagination }

    /// A link of the filter, `current` on the list it leads to. `facet` and `value` let the
    /// script filter in place; `count` is how many listed rooms the link leads to.
    struct Filter: KeyedTemplateModel {
        enum Key: String, CaseIterable { case label, url, current, facet, value, count }
        let label: String
        let url: String
        let current: Bool
        let facet: String
        let value: String
        let count: Int

        var templateValue: TemplateValue {
            fields([.label: .text(label), .url: .text(url), .current: .flag(current), .facet: .text(facet),
                    .value: .text(value), .count: .number(count)])
        }
    }

    /// The links of one facet (status, genre, language, joining); `open` unfolds it.
    struct Facet: KeyedTemplateModel {
        enum Key: String, CaseIterable { case name, label, open, filters }
        let name: String
        let label: String
        let open: Bool
        let filters: [Filter]

        var templateValue: TemplateValue {
            fields([.name: .text(name), .label: .text(label), .open: .flag(open), .filters: filters.templateValue])
        }
    }

    /// The rooms of one status; `url` links the heading to that status's list when the
    /// page is not filtered otherwise; `more` is the "see all" text when `/rooms/` leaves
    /// some out.
    struct Group: KeyedTemplateModel {
        enum Key: String, CaseIterable { case status, label, url, rooms, empty, more }
        let status: String
        let label: String
        let url: String?
        let rooms: [RoomCard]
        let empty: Bool
        let more: String?

        var templateValue: TemplateValue {
            fields([.status: .text(status), .label: .text(label), .url: url.orFalse, .rooms: rooms.templateValue,
                    .empty: .flag(empty), .more: more.orFalse])
        }
    }

    let shell: PageShell
    /// The link back to every room, `current` on `/rooms/`.
    let all: Filter
    let facets: [Facet]
    /// Whether the page holds every listed room, so the script may filter it in place.
    let filterable: Bool
    let groups: [Group]
    let pagination: Pagination?

    var templateValue: TemplateValue {
        shell.with(fields([.all: all.templateValue, .facets: facets.templateValue, .filterable: .flag(filterable),
                           .groups: groups.templateValue, .pagination: pagination.orFalse]))
    }
}

/// A room as listings show it: title, book, host, status, dates and who may join.
struct RoomCard: KeyedTemplateModel {
    enum Key: String, CaseIterable {
        case url, title, titleLang, book, host, status, statusLabel, dates, membersCount, membersLabel, joining, joiningLabel, anonymous, filter
    }

    /// The room's values for the filter of `/rooms/`, as the script reads them from the card.
    struct FilterData: KeyedTemplateModel {
        enum Key: String, CaseIterable { case genre, language }
        /// Genre slugs separated by spaces.
        let genre: String
        let language: String

        var templateValue: TemplateValue {
            fields([.genre: .text(genre), .language: .text(language)])
        }
    }

    let url: String
    let title: String
    /// The original's language when the title shown is the original's on a page of another
    /// language, for `lang` on it; `nil` (`false`) otherwise.
    let titleLang: String?
    let book: BookReference
    let host: MemberReference
    let status: String
    let statusLabel: String
    let dates: String
    let membersCount: Int
    let membersLabel: String
    let joining: String
    let joiningLabel: String
    let anonymous: Bool
    /// Set only on the list that the script may filter in place.
    let filter: FilterData?

    var templateValue: TemplateValue {
        fields([.url: .text(url), .title: .text(title), .titleLang: titleLang.orFalse, .book: book.templateValue, .host: host.templateValue,
                .status: .text(status), .statusLabel: .text(statusLabel), .dates: .text(dates),
                .membersCount: .number(membersCount), .membersLabel: .text(membersLabel), .joining: .text(joining),
                .joiningLabel: .text(joiningLabel), .anonymous: .flag(anonymous), .filter: filter.orFalse])
    }
}

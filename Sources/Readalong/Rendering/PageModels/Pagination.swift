/// The compact pager of a long list or transcript (`pagination` partial).
struct Pagination: KeyedTemplateModel {
    enum Key: String, CaseIterable { case label, items, previous, next }

    /// A page number, or the gap ("…") where pages are left out.
    enum Item: KeyedTemplateModel {
        enum Key: String, CaseIterable { case gap, number, url, label, current, far, date }
        case gap
        /// `far` marks the outer neighbours, which give way on narrow screens; `date` is a
        /// transcript page's first date.
        case page(number: Int, url: String, label: String, current: Bool, far: Bool, date: String?)

        var templateValue: TemplateValue {
            switch self {
            case .gap:
                fields([.gap: .flag(true), .current: .flag(false), .date: .flag(false), .far: .flag(false)])
            case .page(let number, let url, let label, let current, let far, let date):
                fields([.gap: .flag(false), .number: .number(number), .url: .text(url), .current: .flag(current),
                        .far: .flag(far), .label: .text(label), .date: date.orFalse])
            }
        }
    }

    /// The pager's name for screen readers.
    let label: String
    let items: [Item]
    let previous: String?
    let next: String?

    var templateValue: TemplateValue {
        fields([.label: .text(label), .items: items.templateValue, .previous: previous.orFalse, .next: next.orFalse])
    }
}

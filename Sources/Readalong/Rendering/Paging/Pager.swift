/// The model of the compact pager (`pagination` partial): previous and next, the first and
/// last pages, and a window of neighbours around the current one, with gaps between.
struct Pager {
    /// Pages shown on each side of the current one.
    static let window = 2

    let current: Int
    let count: Int

    /// The page numbers shown, in order, with `nil` where pages are left out.
    var shown: [Int?] {
        let wanted = Set([1, count] + Array(max(1, current - Self.window)...min(count, current + Self.window)))
        var result: [Int?] = []
        var last = 0
        for number in wanted.sorted() {
            if number > last + 1 { result.append(nil) }
            result.append(number)
            last = number
        }
        return result
    }
}

extension RenderContext {
    /// The pager of page `number` of `count`, or `nil` for a list that fits on one page.
    /// `label` names the pager for screen readers; `date` gives a page's first date, shown
    /// under its number (transcripts).
    func pagination(page number: Int, of count: Int, label: String, url: (Int) -> String,
                    date: ((Int) -> String)? = nil) -> [String: Any]? {
        guard count > 1 else { return nil }
        let pager = Pager(current: number, count: count)
        let items = pager.shown.map { shown -> [String: Any] in
            guard let page = shown else { return ["gap": true, "current": false, "date": false, "far": false] }
            // The outer neighbours give way on narrow screens, where first, last and the
            // nearest ones are enough.
            let far = abs(page - number) > 1 && page != 1 && page != count
            var item: [String: Any] = ["gap": false, "number": page, "url": url(page), "current": page == number, "far": far,
                                       "label": strings.format("pager.page", String(page)), "date": false]
            if let date { item["date"] = date(page) }
            return item
        }
        return ["label": label, "items": items,
                "previous": number > 1 ? url(number - 1) : false,
                "next": number < count ? url(number + 1) : false]
    }

    /// Adds a pager to a page model: the page number in the title, the neighbours as
    /// `page.prev` / `page.next` for `<link rel>` in the head, and the pager itself as
    /// `pagination` (unless `placed` is false: the caller puts the returned pager elsewhere).
    @discardableResult
    func paged(_ model: inout [String: Any], page number: Int, of count: Int, label: String, placed: Bool = true,
               url: (Int) -> String, date: ((Int) -> String)? = nil) -> [String: Any]? {
        let pagination = pagination(page: number, of: count, label: label, url: url, date: date)
        if placed { model["pagination"] = pagination ?? false }
        guard pagination != nil else { return nil }
        var page = model["page"] as? [String: Any] ?? [:]
        if number > 1, let title = page["title"] as? String {
            page["title"] = "\(strings.format("pager.page", String(number))) · \(title)"
        }
        if number > 1 { page["prev"] = urls.absolute(url(number - 1)) }
        if number < count { page["next"] = urls.absolute(url(number + 1)) }
        model["page"] = page
        return pagination
    }
}

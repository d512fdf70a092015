/// Pagers of paged lists and of long transcripts.
extension PageKit {
    /// The pager of page `number` of `count`, or `nil` for a list that fits on one page.
    /// `label` names the pager for screen readers; `date` gives a page's first date, shown
    /// under its number (transcripts).
    func pagination(page number: Int, of count: Int, label: String, url: (Int) -> String,
                    date: ((Int) -> String)? = nil) -> Pagination? {
        guard count > 1 else { return nil }
        let pager = Pager(current: number, count: count)
        let items = pager.shown.map { shown -> Pagination.Item in
            guard let page = shown else { return .gap }
            // The outer neighbours give way on narrow screens, where first, last and the
            // nearest ones are enough.
            let far = abs(page - number) > 1 && page != 1 && page != count
            return .page(number: page, url: url(page), label: strings.format("pager.page", String(page)),
                         current: page == number, far: far, date: date?(page))
        }
        return Pagination(label: label, items: items, previous: number > 1 ? url(number - 1) : nil,
                          next: number < count ? url(number + 1) : nil)
    }

    /// The pager of a paged page (see `pagination`), with the page's head made to match:
    /// the page number in the title, and the neighbours as `page.prev` / `page.next` for
    /// `<link rel>`.
    func paged(_ head: inout PageHead, page number: Int, of count: Int, label: String,
               url: (Int) -> String, date: ((Int) -> String)? = nil) -> Pagination? {
        guard let pagination = pagination(page: number, of: count, label: label, url: url, date: date) else { return nil }
        if number > 1 {
            head.title = "\(strings.format("pager.page", String(number))) · \(head.title)"
            head.prev = urls.absolute(url(number - 1))
        }
        if number < count { head.next = urls.absolute(url(number + 1)) }
        return pagination
    }
}

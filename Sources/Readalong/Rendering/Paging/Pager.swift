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

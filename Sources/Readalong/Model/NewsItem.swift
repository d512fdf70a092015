/// An announcement of `content/news/<slug>.md`, resolved: the file as written (its fields
/// read through, e.g. `item.title`) and the instant it is published from.
@dynamicMemberLookup
public struct NewsItem: Sendable {
    /// The file as written.
    public var written: WrittenNewsItem
    /// The instant the item is published from (seconds since the epoch): the start of the
    /// day for a date, the time itself otherwise, read in the site's zone.
    public let publishedAt: Int
    /// How a local `date` fell in the site's zone (a repeated or skipped hour); `nil` for
    /// days and times with a written offset.
    let resolution: ZoneClock.Resolution?

    public subscript<Value>(dynamicMember field: KeyPath<WrittenNewsItem, Value>) -> Value { written[keyPath: field] }

    /// Whether the build clock has reached the publication time.
    public func isPublished(at now: Int) -> Bool { now >= publishedAt }
}

/// The addresses of lists and picks.
extension SiteURLs {
    public var lists: String { page("lists/") }
    public func list(_ slug: String) -> String { page("lists/\(slug)/") }
    public var picks: String { page("picks/") }
    public func pick(_ slug: String) -> String { page("picks/\(slug)/") }
}

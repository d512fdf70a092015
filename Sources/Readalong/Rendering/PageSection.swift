/// Top-level navigation sections, for marking the current one.
enum PageSection: String, CaseIterable, Sendable { case home, rooms, calendar, books, members, news, search, page, none }

import Foundation

/// IANA time zone names, checked against the system's database.
enum TimeZoneCatalog {
    private static let identifiers: Set<String> = Set(TimeZone.knownTimeZoneIdentifiers).union(["UTC"])

    /// The zone named `name`, or `nil` when it is not an IANA zone name.
    static func zone(named name: String) -> TimeZone? {
        guard identifiers.contains(name) else { return nil }
        return TimeZone(identifier: name)
    }

    /// A known zone name close to `name` (same letters in another case, or a typo).
    static func suggestion(for name: String) -> String? {
        if let sameLetters = identifiers.first(where: { $0.lowercased() == name.lowercased() }) {
            return sameLetters
        }
        return Suggestion.closest(to: name, in: identifiers.sorted())
    }
}

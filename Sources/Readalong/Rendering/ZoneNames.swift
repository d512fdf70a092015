import Foundation

/// Time zones named the way people say them ("Mexico City", "Ciutat de Mèxic"), not the
/// way the tz database spells them (`America/Mexico_City`).
enum ZoneNames {
    /// The zone's place name in the site's language: from the strings table (`zonename.<id>`)
    /// when the language has its own name for it, else the last part of the identifier with
    /// spaces; zones that are only an offset (`UTC`, `Etc/GMT+5`) are written `UTC-05:00`.
    static func name(of zone: TimeZone, strings: UIStrings) -> String {
        let identifier = zone.identifier
        if let translated = strings.flat["zonename.\(identifier)"] { return translated }
        if identifier == "UTC" || identifier == "GMT" || identifier.hasPrefix("Etc/") {
            let offset = zone.secondsFromGMT()
            return offset == 0 ? "UTC" : "UTC" + UTCOffset.format(offset)
        }
        let place = identifier.split(separator: "/").last.map(String.init) ?? identifier
        return place.replacingOccurrences(of: "_", with: " ")
    }

    /// "Mexico City time", "hora de Ciutat de Mèxic", "hora d’Atenes".
    static func label(of zone: TimeZone, strings: UIStrings) -> String {
        let name = name(of: zone, strings: strings)
        let first = name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).first
        let elided = first.map { "aeiouh".contains($0) } ?? false
        return strings.format(elided ? "zone.labelElided" : "zone.label", name)
    }
}

/// Something of a site whose text a translation file can give in another language: the
/// files of the spec's "Languages of a site" (`slug.es.md`, `site.es.yml`, `schedule.es.yml`).
enum TranslatedItem: Hashable, Sendable {
    case book(String)
    case room(String)
    case page(String)
    case news(String)
    case list(String)
    case pick(String)
    case member(String)
    /// `site.es.yml`: title, description, footer.
    case site
    /// A room's `schedule.es.yml`, by room slug.
    case schedule(String)
}

/// The two ways books are sorted into terms: by genre and by topic. The raw value is the
/// key prefix of the interface strings (`genre.label`, `topic.description`…).
enum TaxonomyKind: String, Hashable, Sendable, CaseIterable {
    case genre, topic
}

import Foundation

/// An Open Library record (an edition, a work or an author: `/…/<id>.json`), as far as
/// Readalong reads it. The JSON is loosely typed: a field or list item of another type
/// than expected reads as absent, and texts come with single spaces and no control
/// characters (an empty one is absent).
struct OpenLibraryRecord: Decodable {
    /// An item of `authors`, `works` or `languages`: `{"key": "/authors/OL1A"}`, or as works
    /// write their authors, `{"author": {"key": …}}`.
    struct Reference: Decodable {
        let key: String?

        init(from decoder: Decoder) throws {
            let fields = try decoder.container(keyedBy: Field.self)
            let nested = try? fields.nestedContainer(keyedBy: Field.self, forKey: .author)
            key = OpenLibraryRecord.text(fields.lenient(String.self, forKey: .key))
                ?? OpenLibraryRecord.text(nested?.lenient(String.self, forKey: .key))
        }
    }

    private enum Field: String, CodingKey {
        case title, subtitle, name, authors, works, languages, subjects, covers, key, author
        case personalName = "personal_name"
        case numberOfPages = "number_of_pages"
        case publishDate = "publish_date"
    }

    let title: String?
    let subtitle: String?
    /// An author's name, else their `personal_name`.
    let name: String?
    let numberOfPages: Int?
    let publishDate: String?
    /// Keys of `authors`, `works` and `languages`, in the record's order.
    let authorKeys: [String]
    let workKeys: [String]
    let languageKeys: [String]
    let subjects: [String]
    let covers: [Int]

    /// The record in `bytes`; `nil` when they are not a JSON object.
    static func decode(_ bytes: [UInt8]) -> OpenLibraryRecord? {
        try? JSONDecoder().decode(OpenLibraryRecord.self, from: Data(bytes))
    }

    init(from decoder: Decoder) throws {
        let fields = try decoder.container(keyedBy: Field.self)
        title = Self.text(fields.lenient(String.self, forKey: .title))
        subtitle = Self.text(fields.lenient(String.self, forKey: .subtitle))
        name = Self.text(fields.lenient(String.self, forKey: .name))
            ?? Self.text(fields.lenient(String.self, forKey: .personalName))
        numberOfPages = fields.lenient(Int.self, forKey: .numberOfPages)
        publishDate = Self.text(fields.lenient(String.self, forKey: .publishDate))
        authorKeys = fields.lenientList(of: Reference.self, forKey: .authors).compactMap(\.key)
        workKeys = fields.lenientList(of: Reference.self, forKey: .works).compactMap(\.key)
        languageKeys = fields.lenientList(of: Reference.self, forKey: .languages).compactMap(\.key)
        subjects = fields.lenientList(of: String.self, forKey: .subjects).compactMap(Self.text)
        covers = fields.lenientList(of: Int.self, forKey: .covers)
    }

    /// A text with single spaces and no control characters; `nil` when empty.
    private static func text(_ value: String?) -> String? {
        guard let value else { return nil }
        let clean = ImportInput.oneLine(value)
        return clean.isEmpty ? nil : clean
    }
}

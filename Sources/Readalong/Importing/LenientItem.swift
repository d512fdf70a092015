/// One value of loosely typed JSON, read as `Value` when it is one and as absent otherwise:
/// how Open Library's records are read, where any field may have another type.
struct LenientItem<Value: Decodable>: Decodable {
    let value: Value?

    init(from decoder: Decoder) throws {
        value = try? decoder.singleValueContainer().decode(Value.self)
    }
}

extension KeyedDecodingContainer {
    /// The field as `Value`; `nil` when it is missing, `null` or of another type.
    func lenient<Value: Decodable>(_ type: Value.Type, forKey key: Key) -> Value? {
        (try? decodeIfPresent(LenientItem<Value>.self, forKey: key))?.flatMap(\.value)
    }

    /// The items of a list field that are `Value`s; none when the field is not a list.
    func lenientList<Value: Decodable>(of type: Value.Type, forKey key: Key) -> [Value] {
        ((try? decodeIfPresent([LenientItem<Value>].self, forKey: key)) ?? nil)?.compactMap(\.value) ?? []
    }
}

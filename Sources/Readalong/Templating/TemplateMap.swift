/// The named values of a template map, found by a hash of the name computed once: when the
/// template is parsed for the names it looks up (`TemplateKey`), when the map is built for
/// the names it holds. A look-up compares hashes in a short sorted array instead of hashing
/// the name again for each map in scope, as a `Dictionary` would.
struct TemplateMap: Sendable {
    private struct Entry: Sendable {
        let key: TemplateKey
        var value: TemplateValue
    }

    /// Sorted by hash; no two entries have the same name.
    private var entries: [Entry]

    /// An empty map with room for `capacity` values.
    init(capacity: Int = 0) {
        entries = []
        entries.reserveCapacity(capacity)
    }

    /// The map of `values`.
    init(_ values: [String: TemplateValue]) {
        self.init(capacity: values.count)
        for (name, value) in values { self[TemplateKey(name)] = value }
    }

    /// The names of the values, in no particular order.
    var names: [String] { entries.map(\.key.name) }

    /// The value named `key`, if any; setting `nil` removes it.
    subscript(key: TemplateKey) -> TemplateValue? {
        get {
            let index = firstIndex(atLeast: key.hash)
            var cursor = index
            while cursor < entries.count, entries[cursor].key.hash == key.hash {
                if entries[cursor].key.name == key.name { return entries[cursor].value }
                cursor += 1
            }
            return nil
        }
        set {
            var cursor = firstIndex(atLeast: key.hash)
            while cursor < entries.count, entries[cursor].key.hash == key.hash {
                if entries[cursor].key.name == key.name {
                    if let newValue { entries[cursor].value = newValue } else { entries.remove(at: cursor) }
                    return
                }
                cursor += 1
            }
            if let newValue { entries.insert(Entry(key: key, value: newValue), at: cursor) }
        }
    }

    /// This map with the values of `other` added (`other` wins where both name one).
    func adding(_ other: TemplateMap) -> TemplateMap {
        var merged = TemplateMap(capacity: entries.count + other.entries.count)
        var left = 0, right = 0
        while left < entries.count || right < other.entries.count {
            if right == other.entries.count || (left < entries.count && entries[left].key.hash < other.entries[right].key.hash) {
                if other[entries[left].key] == nil { merged.entries.append(entries[left]) }
                left += 1
            } else {
                merged.entries.append(other.entries[right])
                right += 1
            }
        }
        return merged
    }

    /// The index of the first entry whose hash is `hash` or more.
    @inline(__always)
    private func firstIndex(atLeast hash: UInt64) -> Int {
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) >> 1
            if entries[middle].key.hash < hash { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// A name of a template value with its hash, computed once (64-bit FNV-1a of its UTF-8).
struct TemplateKey: Sendable {
    let name: String
    let hash: UInt64

    init(_ name: String) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        self.name = name
        self.hash = hash
    }
}

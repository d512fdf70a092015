/// The places in one file where handles that should not be there were written, gathered so
/// that each handle is reported once per file: at its first place, with how often it
/// occurs (a renamed member leaves dozens of messages behind, not dozens of problems).
struct HandleTally<Use: Hashable> {
    /// One handle's places in the file, in the order they were added.
    struct Entry {
        let handle: String
        private(set) var places: [(location: SourceLocation, use: Use)]

        fileprivate init(handle: String) {
            self.handle = handle
            self.places = []
        }

        fileprivate mutating func add(_ location: SourceLocation, _ use: Use) {
            places.append((location, use))
        }

        /// Where the handle is first written in the file, and how.
        var first: (location: SourceLocation, use: Use) {
            places.min { $0.location < $1.location }!
        }

        /// How many times the handle is written for `use`.
        func count(of use: Use) -> Int {
            places.filter { $0.use == use }.count
        }
    }

    private var order: [String] = []
    private var byHandle: [String: Entry] = [:]

    /// Records that `handle` was written at `location`.
    mutating func add(_ handle: String, at location: SourceLocation, as use: Use) {
        if byHandle[handle] == nil {
            order.append(handle)
            byHandle[handle] = Entry(handle: handle)
        }
        byHandle[handle]?.add(location, use)
    }

    /// Every handle recorded, in the order first added.
    var entries: [Entry] { order.map { byHandle[$0]! } }
}

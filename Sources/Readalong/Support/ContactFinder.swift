/// Finds e-mail addresses and telephone numbers in free text, so that they can be kept out
/// of the published site.
///
/// Telephone numbers are recognised in three shapes: international with a plus sign
/// (`+34 612 345 678`, `+1 (555) 123-4567`), international with a `00` prefix
/// (`0034 612 345 678`), and the Spanish national plan, nine digits starting with 6, 7, 8 or
/// 9, written whole or in groups of two to four digits joined by spaces, dots or hyphens
/// (`612 34 56 78`, `93.412.34.56`). The digits must stand on their own: numbers glued to
/// letters, ISBNs (ten or thirteen digits, or a final `X`), dates, times, years, chapter
/// ranges and page counts do not have the shape of any of these.
enum ContactFinder {
    /// One contact detail found in a text.
    struct Match: Equatable, Sendable {
        /// What kind of detail it is.
        enum Kind: Equatable, Sendable { case email, phone }
        let kind: Kind
        /// The byte offsets of the detail in the text's UTF-8.
        let bytes: Range<Int>
        /// The detail as written.
        let text: String
    }

    /// Every contact detail of `text`, in order. Texts with no `@` and fewer than eight
    /// digits are answered without looking further.
    static func matches(in text: String) -> [Match] {
        let (digits, at) = text.utf8.withContiguousStorageIfAvailable { digitsAndAt($0) } ?? digitsAndAt(text.utf8)
        guard at || digits >= 8 else { return [] }
        let bytes = Array(text.utf8)
        var found = at ? emails(in: bytes) : []
        if digits >= 8 {
            found += phones(in: bytes).filter { phone in !found.contains { $0.bytes.overlaps(phone.bytes) } }
            found.sort { $0.bytes.lowerBound < $1.bytes.lowerBound }
        }
        return found
    }

    /// How many ASCII digits `bytes` has, and whether it has an `@`: the quick test of
    /// whether a text can hold a detail at all, run on every published text.
    private static func digitsAndAt(_ bytes: some Collection<UInt8>) -> (digits: Int, at: Bool) {
        var digits = 0
        var at = false
        for byte in bytes {
            if isDigit(byte) { digits += 1 } else if byte == UInt8(ascii: "@") { at = true }
        }
        return (digits, at)
    }

    /// Whether a URL leads to a contact detail: a `mailto:` or `tel:` address, a WhatsApp
    /// chat link (`wa.me/<number>`), or any address or number found in it as text.
    static func isContactURL(_ url: String) -> Bool {
        let lowered = url.lowercased()
        if lowered.hasPrefix("mailto:") || lowered.hasPrefix("tel:") || lowered.hasPrefix("sms:") { return true }
        // Foundation's search is slow, and finds these ASCII words only where their bytes are:
        // the bytes are looked for first.
        for service in ["wa.me/", "api.whatsapp.com/send"] where ByteSearch.contains(service, in: lowered) && lowered.contains(service) {
            return true
        }
        return !matches(in: url).isEmpty
    }

    // MARK: E-mail addresses

    private static func emails(in bytes: [UInt8]) -> [Match] {
        var found: [Match] = []
        var searchFrom = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "@") && index >= searchFrom {
            var start = index
            while start > 0, isLocalPart(bytes[start - 1]) { start -= 1 }
            while start < index, bytes[start] == UInt8(ascii: ".") { start += 1 }
            var end = index + 1
            while end < bytes.count, isDomainPart(bytes[end]) { end += 1 }
            while end > index + 1, bytes[end - 1] == UInt8(ascii: ".") || bytes[end - 1] == UInt8(ascii: "-") { end -= 1 }
            guard start < index, end > index + 1 else { continue }
            let domain = bytes[(index + 1)..<end]
            let labels = domain.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
            guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty }),
                  let last = labels.last, last.count >= 2, last.allSatisfy(isLetter) else { continue }
            found.append(Match(kind: .email, bytes: start..<end, text: String(decoding: bytes[start..<end], as: UTF8.self)))
            searchFrom = end
        }
        return found
    }

    private static func isLocalPart(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || "._%+-".utf8.contains(byte)
    }

    private static func isDomainPart(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
    }

    // MARK: Telephone numbers

    private static func phones(in bytes: [UInt8]) -> [Match] {
        var found: [Match] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let plus = byte == UInt8(ascii: "+") && index + 1 < bytes.count && isDigit(bytes[index + 1])
            guard isDigit(byte) || plus else {
                index += 1
                continue
            }
            // A number glued to a word or to another number is not a telephone number.
            if index > 0, isWordCharacter(before: index, in: bytes) || bytes[index - 1] == UInt8(ascii: "+") {
                index += 1
                while index < bytes.count, isDigit(bytes[index]) { index += 1 }
                continue
            }
            let (groups, end) = digitGroups(in: bytes, from: plus ? index + 1 : index)
            if isPhone(groups: groups, plus: plus, bytes: bytes, start: plus ? index + 1 : index),
               standsAlone(bytes, start: index, end: end) {
                found.append(Match(kind: .phone, bytes: index..<end, text: String(decoding: bytes[index..<end], as: UTF8.self)))
            }
            index = end
        }
        return found
    }

    /// The digit counts of the groups of a run starting at `start` (a digit), where groups
    /// are joined by one or two of space, dot, hyphen and parentheses; and where the run ends.
    private static func digitGroups(in bytes: [UInt8], from start: Int) -> (groups: [Int], end: Int) {
        var groups: [Int] = []
        var index = start
        while true {
            var count = 0
            while index < bytes.count, isDigit(bytes[index]) {
                count += 1
                index += 1
            }
            groups.append(count)
            var separator = index
            while separator < bytes.count, separator - index < 2, isSeparator(bytes[separator]) { separator += 1 }
            let joined = bytes[index..<separator]
            guard separator > index, separator < bytes.count, isDigit(bytes[separator]),
                  Set(joined).count == joined.count else { return (groups, index) }
            index = separator
        }
    }

    private static func isPhone(groups: [Int], plus: Bool, bytes: [UInt8], start: Int) -> Bool {
        let total = groups.reduce(0, +)
        if plus { return (8...15).contains(total) }
        if bytes[start] == UInt8(ascii: "0"), groups[0] >= 2, bytes[start + 1] == UInt8(ascii: "0") {
            return (10...17).contains(total) && bytes[start + 2] != UInt8(ascii: "0")
        }
        guard total == 9, (UInt8(ascii: "6")...UInt8(ascii: "9")).contains(bytes[start]) else { return false }
        // `650.000.000` is a quantity written with thousands separators, not a telephone.
        let end = start + total + groups.count - 1
        if groups == [3, 3, 3], end <= bytes.count, bytes[(end - 4)..<end].elementsEqual(".000".utf8) { return false }
        return groups.count == 1 || (groups.count <= 5 && groups.allSatisfy { (2...4).contains($0) })
    }

    /// Whether the run is not the start of a longer code: no letter or digit right after
    /// it, nor a hyphen or dot followed by one (the `-X` that ends an ISBN-10).
    private static func standsAlone(_ bytes: [UInt8], start: Int, end: Int) -> Bool {
        guard end < bytes.count else { return true }
        let next = bytes[end]
        if isWordCharacter(at: end, in: bytes) { return false }
        if next == UInt8(ascii: "-") || next == UInt8(ascii: "/"), isWordCharacter(at: end + 1, in: bytes) { return false }
        if start >= 2, bytes[start - 1] == UInt8(ascii: "-") || bytes[start - 1] == UInt8(ascii: "/"),
           isWordCharacter(before: start - 1, in: bytes) { return false }
        return true
    }

    /// Whether the character starting at byte `index` is a letter or digit (`è` too).
    private static func isWordCharacter(at index: Int, in bytes: [UInt8]) -> Bool {
        guard index < bytes.count else { return false }
        if bytes[index] < 0x80 { return isLetter(bytes[index]) || isDigit(bytes[index]) }
        let scalar = String(decoding: bytes[index..<min(index + 4, bytes.count)], as: UTF8.self).unicodeScalars.first
        return scalar.map { $0.properties.isAlphabetic || $0.properties.numericType != nil } ?? false
    }

    /// Whether the character ending just before byte `index` is a letter or digit.
    private static func isWordCharacter(before index: Int, in bytes: [UInt8]) -> Bool {
        var start = index - 1
        while start > 0, (0x80...0xBF).contains(bytes[start]) { start -= 1 }
        return start >= 0 && isWordCharacter(at: start, in: bytes)
    }

    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")")
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}

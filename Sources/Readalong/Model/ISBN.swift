/// A checked ISBN, kept in its ISBN-13 form.
public struct ISBN: Hashable, Sendable, CustomStringConvertible {
    /// The 13 digits, without hyphens.
    public let digits: String

    /// Why a written ISBN was refused.
    enum Problem: Error {
        case malformed
        case checksum(expected: Character)
    }

    /// Parses an ISBN-10 or ISBN-13 with optional hyphens or spaces, verifying the check digit.
    static func parse(_ text: String) -> Result<ISBN, Problem> {
        let characters = text.filter { $0 != "-" && $0 != " " }.uppercased()
        let values = characters.map { $0 == "X" ? 10 : ($0.isASCII ? ($0.wholeNumberValue ?? -1) : -1) }
        guard values.allSatisfy({ $0 >= 0 }) else { return .failure(.malformed) }
        if values.count == 13, !values.contains(10) {
            let expected = check13(values.prefix(12))
            guard values[12] == expected else { return .failure(.checksum(expected: Character(String(expected)))) }
            return .success(ISBN(digits: characters))
        }
        if values.count == 10, !values.prefix(9).contains(10) {
            let sum = values.prefix(9).enumerated().reduce(0) { $0 + $1.element * (10 - $1.offset) }
            let expected = (11 - sum % 11) % 11
            guard values[9] == expected else {
                return .failure(.checksum(expected: expected == 10 ? "X" : Character(String(expected))))
            }
            let twelve = [9, 7, 8] + Array(values.prefix(9))
            return .success(ISBN(digits: twelve.map(String.init).joined() + String(check13(twelve[...]))))
        }
        return .failure(.malformed)
    }

    private static func check13(_ values: ArraySlice<Int>) -> Int {
        let sum = values.enumerated().reduce(0) { $0 + $1.element * ($1.offset % 2 == 0 ? 1 : 3) }
        return (10 - sum % 10) % 10
    }

    private init(digits: String) { self.digits = digits }

    /// The 13 digits.
    public var description: String { digits }
}

/// Greek and Cyrillic letters written in Latin ones, from a table of our own (so the result
/// never changes with the platform's Unicode data): `Мастер и Маргарита` → `Master i Margarita`.
/// Accents on Greek letters are dropped; other characters are left as they are.
enum Transliteration {
    static func latin(_ text: String) -> String {
        var result = ""
        for character in text {
            let lower = character.lowercased()
            // Letters with accents not in the table (Greek polytonic `ὀ`) are read as their base letter.
            let base = lower.decomposedStringWithCanonicalMapping.unicodeScalars.first.map { Character($0) }
            guard let latin = (lower.count == 1 ? table[Character(lower)] : nil) ?? base.flatMap({ table[$0] }) else {
                result.append(character)
                continue
            }
            result += character.isUppercase ? latin.prefix(1).uppercased() + latin.dropFirst() : latin
        }
        return result
    }

    private static let table: [Character: String] = {
        var table: [Character: String] = [:]
        let cyrillic = "а a б b в v г g д d е e ё yo ж zh з z и i й y к k л l м m н n о o п p р r с s т t у u ф f х kh ц ts "
            + "ч ch ш sh щ shch ъ - ы y ь - э e ю yu я ya і i ї yi є ye ґ g ў u ђ dj ј j љ lj њ nj ћ c џ dz ѓ gj ќ kj ѕ dz"
        let greek = "α a ά a β v γ g δ d ε e έ e ζ z η i ή i θ th ι i ί i ϊ i ΐ i κ k λ l μ m ν n ξ x ο o ό o π p ρ r σ s ς s "
            + "τ t υ y ύ y ϋ y ΰ y φ f χ ch ψ ps ω o ώ o"
        for pairs in [cyrillic, greek] {
            let words = pairs.split(separator: " ")
            for index in stride(from: 0, to: words.count, by: 2) {
                table[Character(String(words[index]))] = words[index + 1] == "-" ? "" : String(words[index + 1])
            }
        }
        return table
    }()
}

/// Average ratings, written with one decimal.
enum Ratings {
    static func average(_ stars: [Int]) -> (text: String, count: Int, stars: String)? {
        guard !stars.isEmpty else { return nil }
        let mean = Double(stars.reduce(0, +)) / Double(stars.count)
        let tenths = Int((mean * 10).rounded())
        let filled = Int(mean.rounded())
        return ("\(tenths / 10).\(tenths % 10)", stars.count, String(repeating: "★", count: filled) + String(repeating: "☆", count: 5 - filled))
    }
}

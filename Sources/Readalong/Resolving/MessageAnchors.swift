/// Stable permalink ids for messages: date and time, numbered within the same second.
enum MessageAnchors {
    static func make(for messages: [Message]) -> [String] {
        var used: [String: Int] = [:]
        return messages.map { message in
            let date = message.time.date
            let seconds = message.time.secondOfDay
            let base = "m-\(date.year)\(Digits.padded(date.month, 2))\(Digits.padded(date.day, 2))-"
                + "\(Digits.padded(seconds / 3600, 2))\(Digits.padded(seconds / 60 % 60, 2))\(Digits.padded(seconds % 60, 2))"
            let count = used[base, default: 0] + 1
            used[base] = count
            return count == 1 ? base : "\(base)-\(count)"
        }
    }
}

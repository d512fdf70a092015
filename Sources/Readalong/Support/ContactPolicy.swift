/// Which contact details may be published: only those listed in `site.yml`'s `contact:`
/// (the club's own address or telephone). Any other address or number found in published
/// text is replaced by bullets, and links to one are dropped.
struct ContactPolicy: Sendable {
    private let emails: Set<String>
    /// The last nine digits of each listed number, so that `+34 972 12 34 56`,
    /// `0034972123456` and `972 12 34 56` are the same number.
    private let phones: Set<String>

    /// A policy allowing the listed details, written in any of the shapes `ContactFinder`
    /// recognises.
    init(allowed: [String]) {
        var emails: Set<String> = []
        var phones: Set<String> = []
        for entry in allowed {
            let found = ContactFinder.matches(in: entry)
            for match in found {
                switch match.kind {
                case .email: emails.insert(match.text.lowercased())
                case .phone: phones.insert(Self.phoneKey(match.text))
                }
            }
            if found.isEmpty { phones.insert(Self.phoneKey(entry)) }
        }
        self.emails = emails
        self.phones = phones.filter { !$0.isEmpty }
    }

    /// The details of `text` that may not be published, in order.
    func unpublishable(in text: String) -> [ContactFinder.Match] {
        ContactFinder.matches(in: text).filter { !isAllowed($0) }
    }

    /// Whether a URL leads to a contact detail that is not allowed.
    func refuses(url: String) -> Bool {
        guard ContactFinder.isContactURL(url) else { return false }
        let found = ContactFinder.matches(in: url)
        // `tel:`, `wa.me/` and the like hold the number without the shape of one in text.
        guard !found.isEmpty else { return !phones.contains(Self.phoneKey(url)) }
        return !found.allSatisfy(isAllowed)
    }

    /// `text` with each detail that may not be published replaced by as many bullets as it
    /// has characters; the same string when there is none.
    func redact(_ text: String) -> String {
        let found = unpublishable(in: text)
        guard !found.isEmpty else { return text }
        var bytes = Array(text.utf8)
        for match in found.reversed() {
            let bullets = String(repeating: "•", count: match.text.count)
            bytes.replaceSubrange(match.bytes, with: Array(bullets.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func isAllowed(_ match: ContactFinder.Match) -> Bool {
        switch match.kind {
        case .email: return emails.contains(match.text.lowercased())
        case .phone: return phones.contains(Self.phoneKey(match.text))
        }
    }

    private static func phoneKey(_ text: String) -> String {
        String(text.filter(\.isASCII).filter(\.isNumber).suffix(9))
    }
}

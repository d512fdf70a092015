/// Reads `content/members/<handle>.md`.
enum MemberParser {
    static let keys = ["name", "avatar", "location", "joined", "links", "friends", "verified", "email", "phone", "forge", "aliases",
                       "left", "erase", "shelves", "editions"]

    static func parse(handle: String, _ document: SourceDocument, log: DiagnosticLog) -> Member? {
        let path = document.path
        guard let fields = FieldReader(document.yaml, path: path, log: log, what: ToolText("what.member"), keys: keys, at: document.start)
        else { return nil }
        let name = fields.text("name", required: true)
        // Private contact data: checked for type; the phone number is dropped, the e-mail
        // address and forge login kept apart for `publish take-part`.
        let account = MemberAccount(forge: fields.text("forge"), email: fields.text("email"))
        _ = fields.text("phone")
        let joined = fields.date("joined")
        let left = fields.date("left")
        let erase = fields.boolean("erase")
        FormerMemberFields.check(left: left, erase: erase, joined: joined, log: log)
        var member = Member(
            handle: handle, path: path, name: name?.value ?? handle, avatar: fields.image("avatar"),
            location: fields.text("location")?.value, joined: joined?.value,
            links: fields.links("links") ?? [], friends: fields.referenceList("friends") ?? [],
            verified: fields.boolean("verified")?.value ?? false, aliases: fields.aliases(), left: left,
            erase: erase?.value ?? false, body: document.body
        )
        member.shelves = BookListParser.shelves(fields)
        member.editions = readEditions(fields)
        member.account = account
        return name == nil ? nil : member
    }

    /// `editions: {book-slug: edition-id}`; whether both exist is checked with the books.
    private static func readEditions(_ fields: FieldReader) -> [MemberEdition] {
        (fields.map("editions") ?? []).compactMap { entry in
            FieldReader.text(of: entry.value, key: "editions.\(entry.key.value)", reader: fields)
                .map { MemberEdition(book: entry.key, edition: $0) }
        }
    }
}

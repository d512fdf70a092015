/// A member as chips show them: name, link, avatar or initials, badges. Also stands for
/// an erased member (neutral label) and for a pseudonymous reader of an anonymous room.
struct MemberReference: KeyedTemplateModel {
    enum Key: String, CaseIterable { case url, name, handle, initials, hue, avatar, verified, moderator, pseudonym }
    /// The member's page; `nil` (`false`) for anyone without one.
    let url: String?
    let name: String
    /// `nil` (left out) for an erased member, a pseudonym or a handle naming nobody.
    let handle: String?
    let initials: String
    /// 0–359: a stable colour for the initials.
    let hue: Int
    var avatar: Picture?
    let verified: Bool
    var moderator: Bool
    /// Whether `name` is a pseudonym ("Reader 2"); only then is the name given.
    let pseudonym: Bool

    var templateValue: TemplateValue {
        fields([.url: url.orFalse, .name: .text(name), .handle: handle?.templateValue, .initials: .text(initials),
                .hue: .number(hue), .avatar: avatar.orFalse, .verified: .flag(verified), .moderator: .flag(moderator),
                .pseudonym: pseudonym ? .flag(true) : nil])
    }
}

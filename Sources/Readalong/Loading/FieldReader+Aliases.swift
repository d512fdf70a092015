/// Reads `aliases:`, the old slugs or handles of a book, member or room.
extension FieldReader {
    /// The aliases that follow the slug rule, each once. An alias that breaks the rule
    /// (E080) or repeats an earlier one (E083) is reported and left out.
    func aliases() -> [Located<String>] {
        var seen = Set<String>()
        return (textList("aliases") ?? []).filter { alias in
            guard Slug.isValid(alias.value) else {
                log.report(.aliasSlug, at: alias.location, ToolText("alias.slug", ["alias": alias.value]),
                           hint: ToolText("alias.slug.hint", ["suggestion": Slug.suggestion(for: alias.value)]))
                return false
            }
            guard seen.insert(alias.value).inserted else {
                log.report(.aliasRepeated, at: alias.location, ToolText("alias.repeated", ["alias": alias.value]),
                           hint: ToolText("alias.repeated.hint", ["alias": alias.value]))
                return false
            }
            return true
        }
    }
}

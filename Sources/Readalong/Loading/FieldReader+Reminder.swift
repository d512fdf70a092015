/// `reminder:` of `site.yml` and of a room.
extension FieldReader {
    /// How long before each meeting its alarm goes off.
    func reminder(_ key: String) -> ReminderLead? {
        guard let value = text(key) else { return nil }
        guard let lead = ReminderLead.parse(value.value) else {
            log.report(.invalidDate, at: value.location, ToolText("reminder.invalid", ["value": value.value]),
                       hint: ToolText("reminder.invalid.hint"))
            return nil
        }
        return lead
    }
}

/// Reads one submission in either format: an e-mail message (it starts with header lines
/// and has a `Subject:`) or the Markdown of an issue form.
public enum SubmissionReader {
    /// What was submitted and who sent it: `login` (`--from`) when given, else the
    /// message's `From:` address. `nil` as the sender when neither says.
    public static func read(_ text: String, login: String?) throws(TakePartError) -> (submission: Submission, sender: TakePartSender?) {
        if isEmail(text) {
            let (submission, address) = try EmailSubmissionReader.read(text)
            if let login { return (submission, .forge(login)) }
            return (submission, address.flatMap { EmailAddress.isPlain($0) ? .email($0) : nil })
        }
        return (try IssueFormReader.read(text), login.map { .forge($0) })
    }

    /// Whether the text starts with a header block holding a `Subject:` line.
    static func isEmail(_ text: String) -> Bool {
        var sawSubject = false
        // "\r\n" is one Character: lines are split at either ending.
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            if line.isEmpty { return sawSubject }
            if line.first == " " || line.first == "\t" { continue }
            guard let colon = line.firstIndex(of: ":"), !line[..<colon].isEmpty,
                  line[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else { return false }
            if line[..<colon].lowercased() == "subject" { sawSubject = true }
        }
        return sawSubject
    }
}

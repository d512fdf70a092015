/// A stable diagnostic code such as `E012`, with its severity and a one-line summary.
///
/// Codes never change meaning once published; `docs/content.md` documents each one.
public struct DiagnosticCode: Hashable, Sendable, CustomStringConvertible {
    /// The code as printed, e.g. `E012` or `W003`.
    public let id: String
    /// Errors start with `E`, warnings with `W`.
    public let severity: Severity
    /// What the code is about, in a few words of English.
    public let summary: String

    private init(_ id: String, _ summary: String) {
        self.id = id
        self.severity = id.hasPrefix("E") ? .error : .warning
        self.summary = summary
    }

    public var description: String { id }

    /// The summary in `language` (the catalogue's `code.<id>`; `summary` is the English).
    public func summary(in language: ToolLanguage) -> String {
        language == .english ? summary : ToolCatalogue.of(language).entries["code.\(id)"] ?? summary
    }

    // MARK: Files and syntax
    static let invalidUTF8 = DiagnosticCode("E001", "file is not valid UTF-8")
    static let malformedYAML = DiagnosticCode("E002", "YAML syntax error")
    static let frontMatter = DiagnosticCode("E003", "missing or unterminated front matter")
    static let wrongType = DiagnosticCode("E004", "value of the wrong type")
    static let missingKey = DiagnosticCode("E005", "required key missing")
    static let invalidSlug = DiagnosticCode("E006", "name breaks the slug rule")
    static let missingFile = DiagnosticCode("E007", "required file missing")
    static let invalidValue = DiagnosticCode("E008", "value not among the allowed ones")
    static let duplicateKey = DiagnosticCode("E009", "key written twice")
    static let invalidURL = DiagnosticCode("E010", "URL not allowed")
    static let invalidLanguage = DiagnosticCode("E011", "not a BCP-47 language tag")
    static let unknownTimeZone = DiagnosticCode("E012", "unknown time zone")
    static let invalidDate = DiagnosticCode("E013", "malformed date, time or duration")

    // MARK: Images
    static let imageMissing = DiagnosticCode("E014", "image file not found")
    static let imageOutsideSite = DiagnosticCode("E015", "path or link leads outside the site")
    static let imageFormat = DiagnosticCode("E016", "unsupported image format")

    // MARK: Books
    static let authorAndAuthors = DiagnosticCode("E017", "both author and authors")
    static let outOfRange = DiagnosticCode("E018", "number out of range")
    static let invalidISBN = DiagnosticCode("E019", "invalid ISBN")
    static let duplicateBook = DiagnosticCode("E020", "the same book twice")

    // MARK: References
    static let unknownBook = DiagnosticCode("E021", "unknown book")
    static let unknownMember = DiagnosticCode("E022", "unknown member")
    static let selfFriend = DiagnosticCode("E023", "member lists themself as a friend")
    static let moderatorNotMember = DiagnosticCode("E024", "moderator not among the members")
    static let duplicateEntry = DiagnosticCode("E025", "entry listed twice")
    static let capacityExceeded = DiagnosticCode("E026", "room over capacity")
    static let raterNotMember = DiagnosticCode("E027", "rating from someone outside the room")

    // MARK: Schedules
    static let startEndCount = DiagnosticCode("E030", "schedule needs exactly one start and one end")
    static let eventOutsideRoom = DiagnosticCode("E031", "event outside the room's start and end")
    static let chaptersBackwards = DiagnosticCode("E032", "chapter target goes backwards")
    static let duplicateEventID = DiagnosticCode("E033", "event id used twice")
    static let nonexistentTime = DiagnosticCode("E034", "local time skipped by a daylight-saving change")

    // MARK: Transcripts
    static let unrecognisedLine = DiagnosticCode("E040", "transcript line not understood")
    static let orphanContinuation = DiagnosticCode("E041", "continuation line without a message")
    static let dayNotForward = DiagnosticCode("E042", "day line does not move forward")
    static let timeBackwards = DiagnosticCode("E043", "message time goes backwards")
    static let senderNotInRoom = DiagnosticCode("E044", "sender is not in the room")
    static let unknownEvent = DiagnosticCode("E045", "unknown schedule event")
    static let unknownFlag = DiagnosticCode("E046", "unknown message flag")
    static let voterNotInRoom = DiagnosticCode("E047", "voter is not in the room")
    static let doubleVote = DiagnosticCode("E048", "member votes more than once")

    // MARK: Links and site settings
    static let brokenLink = DiagnosticCode("E050", "broken @/ link")
    static let linkToUnpublished = DiagnosticCode("E051", "@/ link to a page that is not published")
    static let unknownPlaceholder = DiagnosticCode("E052", "unknown placeholder in a link template")
    static let templateError = DiagnosticCode("E060", "site template does not parse")
    static let imageEmpty = DiagnosticCode("E070", "image file is empty")
    static let imageUnreadable = DiagnosticCode("E071", "image is damaged or cut short")
    static let imageMislabelled = DiagnosticCode("E072", "image content does not match its extension")
    static let imageTooLarge = DiagnosticCode("E073", "image larger than 100 megapixels")
    static let markdownImageMissing = DiagnosticCode("E074", "image in Markdown does not exist")
    static let markdownImageOutside = DiagnosticCode("E075", "image in Markdown outside the site")

    // MARK: Aliases
    static let aliasSlug = DiagnosticCode("E080", "alias breaks the slug rule")
    static let aliasTaken = DiagnosticCode("E081", "alias is the name of an existing file")
    static let aliasShared = DiagnosticCode("E082", "alias claimed by two files")
    static let aliasRepeated = DiagnosticCode("E083", "alias listed twice")
    static let aliasReserved = DiagnosticCode("E084", "alias is a reserved address")

    // MARK: Members who leave and rooms being planned
    static let formerMemberInRoom = DiagnosticCode("E085", "member in a room that starts after they left")
    static let eraseWithoutLeft = DiagnosticCode("E086", "erase without a date in left")
    static let transcriptInPlannedRoom = DiagnosticCode("E087", "transcript in a room without a schedule")
    static let linkToErasedMember = DiagnosticCode("E088", "@/ link to a member who asked to be forgotten")

    // MARK: Reading progress
    static let chapterFlag = DiagnosticCode("E089", "chapter flag not understood")

    // MARK: News, lists and picks
    static let unknownRoom = DiagnosticCode("E090", "unknown room")
    static let newsInPrivateRoom = DiagnosticCode("E091", "news attached to a private room")
    static let closesBeforeOpens = DiagnosticCode("E092", "pick closes before it opens")
    static let tooFewCandidates = DiagnosticCode("E093", "pick with fewer than two candidates")
    static let tooManySeats = DiagnosticCode("E094", "more seats than candidates")
    static let pluralityBallot = DiagnosticCode("E095", "plurality ballot naming several books")
    static let choiceNotCandidate = DiagnosticCode("E096", "ballot names a book that is not a candidate")
    static let roomNotReadingWinner = DiagnosticCode("E097", "pick's room does not read a chosen book")

    // MARK: Taking part
    static let answerOnNonMeeting = DiagnosticCode("E098", "answers on an event that is not a meeting")
    static let answerFromOutsider = DiagnosticCode("E099", "answer from someone outside the room")
    static let answeredTwice = DiagnosticCode("E100", "member in two answer lists of one event")
    static let forgeLoginShared = DiagnosticCode("E101", "forge login shared by two members")
    static let forgeStyleMissing = DiagnosticCode("E102", "kind of forge not named")
    static let notAnEmailAddress = DiagnosticCode("E103", "not an e-mail address")
    static let notARepository = DiagnosticCode("E104", "forge address is not a repository")

    // MARK: WhatsApp exports (`publish import whatsapp`)
    static let notAnExport = DiagnosticCode("E120", "line before the first message of a WhatsApp export")
    static let exportImpossibleTime = DiagnosticCode("E121", "WhatsApp export line with a time that cannot be")
    static let exportImpossibleDate = DiagnosticCode("E122", "WhatsApp export line with a date that cannot be")
    static let exportOutOfOrder = DiagnosticCode("E123", "WhatsApp export message earlier than the one above")
    static let exportMixedDateOrder = DiagnosticCode("E124", "WhatsApp export dates both day first and month first")
    static let exportWithoutMessages = DiagnosticCode("E125", "WhatsApp export without messages")

    // MARK: Editions
    static let chapterEntry = DiagnosticCode("E130", "chapter table entry not understood")
    static let pagesAndDuration = DiagnosticCode("E131", "edition with both pages and a duration")
    static let bookFileAndFolder = DiagnosticCode("E132", "book written both as a file and a folder")
    static let chapterGap = DiagnosticCode("E133", "chapter table not numbered 1, 2, 3 in order")
    static let chapterStartNotAfter = DiagnosticCode("E134", "chapter starts no later than the one before")
    static let chapterStartOutside = DiagnosticCode("E135", "chapter starts past the edition's end")
    static let isbnTwice = DiagnosticCode("E136", "edition ISBN used twice")
    static let unknownEdition = DiagnosticCode("E137", "unknown edition")
    static let noteHeading = DiagnosticCode("E138", "note heading not understood")

    // MARK: Languages of a site
    static let languageTwice = DiagnosticCode("E160", "both language and languages")
    static let languageWithoutInterface = DiagnosticCode("E161", "a language of the site without interface strings")
    static let languageRepeated = DiagnosticCode("E162", "language listed twice")

    // MARK: Translations
    static let untranslatableKey = DiagnosticCode("E163", "key a translation may not hold")
    static let translationWithoutOriginal = DiagnosticCode("E164", "translation without its original")
    static let translationLanguage = DiagnosticCode("E165", "translation in a language the site does not publish")
    static let translationUnknownEntry = DiagnosticCode("E166", "translated event or entry the original lacks")

    // MARK: Warnings
    static let unknownKey = DiagnosticCode("W001", "unknown key")
    static let unknownFile = DiagnosticCode("W002", "file fits no rule of the layout")
    static let unreferencedImage = DiagnosticCode("W003", "image nothing references")
    static let ambiguousTime = DiagnosticCode("W004", "local time repeated by a daylight-saving change")
    static let messageOutsideRoom = DiagnosticCode("W005", "message outside the room's dates")
    static let anonymousMention = DiagnosticCode("W006", "member named in an anonymous room")
    static let languageWithoutStrings = DiagnosticCode("W007", "no interface strings for this language")
    static let bareSiteLink = DiagnosticCode("W008", "@/ reference written outside a link")
    static let contactDetail = DiagnosticCode("W009", "e-mail address or telephone number in published text")
    static let eventWithoutID = DiagnosticCode("W010", "published meetings without an id")
    static let emptyAltText = DiagnosticCode("W011", "image without alternative text")
    static let leftBeforeJoined = DiagnosticCode("W012", "member left before they joined")
    static let erasedMemberNamed = DiagnosticCode("W013", "text names a member who asked to be forgotten")
    static let chapterBeyondMilestone = DiagnosticCode("W014", "message flagged with a chapter beyond its discussion's target")
    static let placeholder = DiagnosticCode("W015", "example text left by publish new")
    static let chaptersMissing = DiagnosticCode("W020", "edition's chapter table lacks chapters the rooms use")
    static let notePlaceOutside = DiagnosticCode("W021", "note placed outside its chapter")
    static let staleTranslation = DiagnosticCode("W025", "translation older than its original")

    /// Every code, in order; the documentation lists the same set.
    public static let all: [DiagnosticCode] = [
        invalidUTF8, malformedYAML, frontMatter, wrongType, missingKey, invalidSlug, missingFile,
        invalidValue, duplicateKey, invalidURL, invalidLanguage, unknownTimeZone, invalidDate,
        imageMissing, imageOutsideSite, imageFormat, authorAndAuthors, outOfRange, invalidISBN,
        duplicateBook, unknownBook, unknownMember, selfFriend, moderatorNotMember, duplicateEntry,
        capacityExceeded, raterNotMember, startEndCount, eventOutsideRoom, chaptersBackwards,
        duplicateEventID, nonexistentTime, unrecognisedLine, orphanContinuation, dayNotForward,
        timeBackwards, senderNotInRoom, unknownEvent, unknownFlag, voterNotInRoom, doubleVote,
        brokenLink, linkToUnpublished, unknownPlaceholder, templateError, imageEmpty, imageUnreadable,
        imageMislabelled, imageTooLarge, markdownImageMissing, markdownImageOutside, aliasSlug, aliasTaken,
        aliasShared, aliasRepeated, aliasReserved, formerMemberInRoom, eraseWithoutLeft, transcriptInPlannedRoom,
        linkToErasedMember, chapterFlag, unknownRoom, newsInPrivateRoom, closesBeforeOpens, tooFewCandidates,
        tooManySeats, pluralityBallot, choiceNotCandidate, roomNotReadingWinner, answerOnNonMeeting,
        answerFromOutsider, answeredTwice, forgeLoginShared, forgeStyleMissing, notAnEmailAddress, notARepository, notAnExport, exportImpossibleTime,
        exportImpossibleDate, exportOutOfOrder, exportMixedDateOrder, exportWithoutMessages, chapterEntry, pagesAndDuration, bookFileAndFolder, chapterGap, chapterStartNotAfter,
        chapterStartOutside, isbnTwice, unknownEdition, noteHeading,
        languageTwice, languageWithoutInterface, languageRepeated, untranslatableKey, translationWithoutOriginal,
        translationLanguage, translationUnknownEntry, unknownKey, unknownFile,
        unreferencedImage, ambiguousTime, messageOutsideRoom, anonymousMention,
        languageWithoutStrings, bareSiteLink, contactDetail, eventWithoutID, emptyAltText, leftBeforeJoined,
        erasedMemberNamed, chapterBeyondMilestone, placeholder, chaptersMissing, notePlaceOutside, staleTranslation,
    ]
}

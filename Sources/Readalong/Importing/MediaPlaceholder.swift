/// What WhatsApp writes instead of a photo, voice note or file the export did not include,
/// and the short note in italics that stands for it in a transcript.
///
/// Recognised: Android's `<Media omitted>` (`<Multimedia omitido>`, `<Medien
/// ausgeschlossen>`…), iPhone's `image omitted` (`imagen omitida`, `Bild weggelassen`…), and
/// the names of attached files as phones old and new write them (`<attached: 00000012-PHOTO-….jpg>`,
/// `< attached: … >`, `<Anhang: …>`, `IMG-….jpg (file attached)`, `….jpg <attached>`,
/// `….jpg (Datei angehängt)`), in English, Spanish, Catalan and German, and Android's
/// `<Media omitted>` in French, Italian, Portuguese and Dutch too.
enum MediaPlaceholder: Hashable {
    case image, video, audio, sticker, gif, document, contact, file

    /// Whole texts that stand for a file, folded.
    private static let omitted: [String: MediaPlaceholder] = [
        "<media omitted>": .file, "<multimedia omitido>": .file, "<multimedia omes>": .file,
        "image omitted": .image, "imagen omitida": .image, "imatge omesa": .image,
        "video omitted": .video, "video omitido": .video, "video omes": .video,
        "audio omitted": .audio, "audio omitido": .audio, "audio omes": .audio,
        "sticker omitted": .sticker, "sticker omitido": .sticker, "adhesiu omes": .sticker,
        "gif omitted": .gif, "gif omitido": .gif, "gif omes": .gif,
        "document omitted": .document, "documento omitido": .document, "document omes": .document,
        "contact card omitted": .contact, "tarjeta de contacto omitida": .contact, "targeta de contacte omesa": .contact,
        "<medien ausgeschlossen>": .file, "bild weggelassen": .image, "video weggelassen": .video,
        "audio weggelassen": .audio, "sticker weggelassen": .sticker, "gif weggelassen": .gif,
        "dokument weggelassen": .document, "kontaktkarte ausgelassen": .contact, "kontaktkarte weggelassen": .contact,
        "<medias omis>": .file, "<media omessi>": .file, "<midia oculta>": .file, "<arquivo de midia oculto>": .file,
        "<media weggelaten>": .file,
    ]

    /// How iPhone exports introduce an attached file inside `<…>`: `<attached: name>`.
    private static let attachedOpenings = ["attached:", "adjunto:", "adjunt:", "anhang:"]
    /// How exports follow an attached file's name: `name (file attached)`, `name <attached>`.
    private static let attachedEndings = [" (file attached)", " <attached>", " (archivo adjunto)", " (fitxer adjunt)",
                                          " (arxiu adjunt)", " (Datei angehängt)"]

    /// The kind of file a message's text stands for, or `nil` for an ordinary message.
    ///
    /// `text` is the message's first line as exported, marks included: iPhone exports put a
    /// left-to-right mark before the placeholder (`‎Llibre.pdf • ‎3 pages ‎document omitted`),
    /// which tells a placeholder after a file name from a sentence that happens to end the
    /// same way.
    static func kind<S: StringProtocol>(of text: S) -> MediaPlaceholder? {
        var candidates = [WhatsAppText.fold(text)]
        if let lastMarked = text.split(separator: "\u{200E}", omittingEmptySubsequences: true).last, text.contains("\u{200E}") {
            candidates.append(WhatsAppText.fold(lastMarked))
        }
        if let kind = candidates.lazy.compactMap({ omitted[$0] }).first { return kind }
        let whole = WhatsAppText.clean(text)
        if whole.hasSuffix(">"), let open = whole.range(of: "<", options: .backwards) {
            let inside = whole[open.upperBound..<whole.index(before: whole.endIndex)].trimmingCharacters(in: .whitespaces)
            if let opening = attachedOpenings.first(where: { inside.lowercased().hasPrefix($0) }) {
                return kind(ofFile: inside.dropFirst(opening.count).trimmingCharacters(in: .whitespaces))
            }
        }
        for ending in attachedEndings {
            if let range = whole.range(of: ending, options: [.anchored, .backwards, .caseInsensitive]) {
                return kind(ofFile: whole[..<range.lowerBound])
            }
        }
        return nil
    }

    /// The kind of an exported file, from WhatsApp's naming (`00000012-PHOTO-…`, `IMG-…`,
    /// `PTT-…`) or else its extension.
    private static func kind<S: StringProtocol>(ofFile name: S) -> MediaPlaceholder {
        let upper = name.uppercased()
        let byName: [(String, MediaPlaceholder)] = [
            ("-PHOTO-", .image), ("-VIDEO-", .video), ("-AUDIO-", .audio), ("-STICKER-", .sticker), ("-GIF-", .gif),
            ("IMG-", .image), ("VID-", .video), ("PTT-", .audio), ("AUD-", .audio), ("STK-", .sticker),
        ]
        if let match = byName.first(where: { upper.contains($0.0) && ($0.0.hasPrefix("-") || upper.hasPrefix($0.0)) }) {
            return match.1
        }
        let fileExtension = upper.split(separator: ".").last.map(String.init) ?? ""
        switch fileExtension {
        case "JPG", "JPEG", "PNG", "HEIC", "WEBP": return .image
        case "MP4", "MOV", "3GP": return .video
        case "OPUS", "M4A", "MP3", "AAC", "OGG", "WAV": return .audio
        case "GIF": return .gif
        case "VCF": return .contact
        default: return .document
        }
    }

    /// The note that replaces the placeholder, in italics: `*(imatge no inclosa)*`, in
    /// Catalan (`ca`), Spanish (`es`) or else English.
    func note(language: String) -> String {
        let words: (ca: String, es: String, en: String)
        switch self {
        case .image: words = ("imatge no inclosa", "imagen no incluida", "image not included")
        case .video: words = ("vídeo no inclòs", "vídeo no incluido", "video not included")
        case .audio: words = ("àudio no inclòs", "audio no incluido", "audio not included")
        case .sticker: words = ("adhesiu no inclòs", "sticker no incluido", "sticker not included")
        case .gif: words = ("GIF no inclòs", "GIF no incluido", "GIF not included")
        case .document: words = ("document no inclòs", "documento no incluido", "document not included")
        case .contact: words = ("contacte no inclòs", "contacto no incluido", "contact not included")
        case .file: words = ("fitxer no inclòs", "archivo no incluido", "file not included")
        }
        let text = language == "ca" ? words.ca : language == "es" ? words.es : words.en
        return "*(\(text))*"
    }
}

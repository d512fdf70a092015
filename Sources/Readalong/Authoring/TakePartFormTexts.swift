/// The words of the issue forms and of the take-part workflow's comments, in the languages
/// of the interface (the field labels themselves are the same English words everywhere).
struct TakePartFormTexts {
    let language: String

    init(languageTag: String) {
        let primary = LanguageTag.primaryLanguage(of: languageTag)
        language = ["ca", "es"].contains(primary) ? primary : "en"
    }

    /// The form's name and description as the forge lists them.
    func form(_ action: SubmissionAction) -> (name: String, about: String) {
        switch (language, action) {
        case ("ca", .reply): ("Vindré a una trobada", "Digues si véns a un debat o a una trobada de la sala.")
        case ("ca", .nominate): ("Proposa un llibre", "Proposa un llibre en una tria oberta.")
        case ("ca", .vote): ("Vota", "Vota en una tria oberta; un vot nou substitueix l'anterior.")
        case ("ca", .join): ("Demana entrar a una sala", "Demana un lloc en una sala; l'amfitrió ho accepta.")
        case ("ca", .report): ("Denuncia un missatge", "Demana a la moderació que amagui un missatge.")
        case ("ca", .rate): ("Valora el llibre", "Valora el llibre d'una sala acabada, de 0 a 5.")
        case ("es", .reply): ("Iré a un encuentro", "Di si vienes a un debate o a un encuentro de la sala.")
        case ("es", .nominate): ("Propón un libro", "Propón un libro en una elección abierta.")
        case ("es", .vote): ("Vota", "Vota en una elección abierta; un voto nuevo sustituye al anterior.")
        case ("es", .join): ("Pide entrar en una sala", "Pide un sitio en una sala; el anfitrión lo acepta.")
        case ("es", .report): ("Denuncia un mensaje", "Pide a la moderación que oculte un mensaje.")
        case ("es", .rate): ("Valora el libro", "Valora el libro de una sala terminada, de 0 a 5.")
        case (_, .reply): ("Reply to a meeting", "Say whether you are coming to a discussion or meetup of a room.")
        case (_, .nominate): ("Nominate a book", "Nominate a book in an open pick.")
        case (_, .vote): ("Vote", "Vote in an open pick; a new ballot replaces your earlier one.")
        case (_, .join): ("Ask to join a room", "Ask for a place in a room; its host accepts.")
        case (_, .report): ("Report a message", "Ask the moderators to hide a message.")
        case (_, .rate): ("Rate the book", "Rate the book of a finished room, 0 to 5.")
        }
    }

    /// The help under a field, by label.
    func help(_ label: String) -> String {
        let texts: [String: [String: String]] = [
            "Action": ["ca": "No ho canviïs.", "es": "No lo cambies.", "en": "Leave this as it is."],
            "Room": ["ca": "El nom de la sala a la seva adreça (/rooms/NOM/).", "es": "El nombre de la sala en su dirección (/rooms/NOMBRE/).",
                     "en": "The room's name in its address (/rooms/NAME/)."],
            "Event": ["ca": "La trobada, tal com la posa l'enllaç de la pàgina.", "es": "El encuentro, tal como lo pone el enlace de la página.",
                      "en": "The meeting, as the page's link fills it in."],
            "Answer": ["ca": "Véns?", "es": "¿Vienes?", "en": "Are you coming?"],
            "Pick": ["ca": "El nom de la tria a la seva adreça (/picks/NOM/).", "es": "El nombre de la elección en su dirección (/picks/NOMBRE/).",
                     "en": "The pick's name in its address (/picks/NAME/)."],
            "Book": ["ca": "El nom del llibre a la seva adreça (/books/NOM/), o el seu ISBN.",
                     "es": "El nombre del libro en su dirección (/books/NOMBRE/), o su ISBN.",
                     "en": "The book's name in its address (/books/NAME/), or its ISBN."],
            "Note": ["ca": "Per què el proposes (opcional).", "es": "Por qué lo propones (opcional).", "en": "Why you nominate it (optional)."],
            "Books": ["ca": "Un llibre per línia, el preferit primer.", "es": "Un libro por línea, el preferido primero.",
                      "en": "One book per line, your favourite first."],
            "Transcript": ["ca": "El nom del xat a la seva adreça.", "es": "El nombre del chat en su dirección.", "en": "The chat's name in its address."],
            "Message": ["ca": "L'enllaç del missatge, del seu menú.", "es": "El enlace del mensaje, de su menú.", "en": "The message's link, from its menu."],
            "Reason": ["ca": "Per què s'hauria d'amagar. Només ho llegeix la moderació; no es publica.",
                       "es": "Por qué debería ocultarse. Solo lo lee la moderación; no se publica.",
                       "en": "Why it should be hidden. Only the moderators read this; it is not published."],
            "Rating": ["ca": "De 0 a 5.", "es": "De 0 a 5.", "en": "From 0 to 5."],
        ]
        return texts[label]?[language] ?? ""
    }

    /// The workflow's comment on an issue it turned into a pull request.
    var readyForReview: String {
        ["ca": "Fet! El canvi és a punt per revisar:", "es": "¡Hecho! El cambio está listo para revisar:",
         "en": "Done! The change is ready for review:"][language]!
    }

    /// The workflow's comment on an issue that changes nothing.
    var nothingToChange: String {
        ["ca": "Ja hi era: no cal canviar res.", "es": "Ya estaba: no hay nada que cambiar.", "en": "It was already so: nothing to change."][language]!
    }

    /// The workflow's comment on a refused issue, before the reason.
    var refused: String {
        ["ca": "No s'ha pogut aplicar:", "es": "No se ha podido aplicar:", "en": "This could not be applied:"][language]!
    }
}

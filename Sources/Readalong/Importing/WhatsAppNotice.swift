/// WhatsApp's own lines in an export, which are not anyone's message: the group was
/// created, someone joined, left, was added or removed, the subject changed, the
/// encryption notice, a changed security code, a deleted message, a missed call.
///
/// Recognised here in two ways, in English, Spanish and Catalan:
/// - a stamped line with no `Name: ` at all (Android writes every notice so);
/// - a text or a "name" that contains one of the notices' fixed phrases (for exports whose
///   marks were lost, and for subjects that contain `: `).
///
/// iPhone exports write notices under the group's name, each after a left-to-right mark;
/// `WhatsAppExport` finds that name from all of its lines.
enum WhatsAppNotice {
    /// Openings of notice texts, folded.
    private static let textOpenings = [
        "messages and calls are end-to-end encrypted", "messages to this group are now secured",
        "messages you send to this group are now secured", "your security code with",
        "this message was deleted", "you deleted this message", "missed voice call", "missed video call",
        "waiting for this message",
        "los mensajes y las llamadas estan cifrados", "tu codigo de seguridad con", "se elimino este mensaje",
        "eliminaste este mensaje", "este mensaje fue eliminado", "llamada perdida", "llamada de voz perdida",
        "videollamada perdida", "esperando el mensaje",
        "els missatges i les trucades estan xifrats", "el teu codi de seguretat amb", "s'ha suprimit aquest missatge",
        "has suprimit aquest missatge", "s'ha eliminat aquest missatge", "has eliminat aquest missatge",
        "trucada perduda", "trucada de veu perduda", "videotrucada perduda",
    ]

    /// Phrases of notices that quote a subject or group name, which may contain `: ` and so
    /// look like `Name: text`; looked for in the would-be name, folded.
    private static let namePhrases = [
        "created group", "created this group", "changed the subject", "changed the group", "changed this group",
        "creo el grupo", "creaste el grupo", "cambio el asunto", "cambiaste el asunto", "cambio el nombre",
        "cambiaste el nombre", "cambio la descripcion", "cambiaste la descripcion",
        "creat el grup", "canviat l'assumpte", "canviat el nom", "canviat la descripcio",
    ]

    /// Whether a stamped line is a notice: `name` is the display name before the first
    /// `: ` (cleaned; `nil` when there is none), `text` the rest as exported, marks included.
    static func isNotice(name: String?, text: Substring) -> Bool {
        guard let name, !name.isEmpty else { return true }
        let foldedText = WhatsAppText.fold(text)
        if textOpenings.contains(where: { foldedText.hasPrefix($0) }) { return true }
        let foldedName = WhatsAppText.fold(name)
        return namePhrases.contains { foldedName.contains($0) }
    }
}

/// Open Library names languages by MARC's three-letter codes (`/languages/cat`); book files
/// use BCP 47 tags (`ca`). The table covers the languages books are commonly published in,
/// with both the bibliographic codes MARC uses (`fre`, `ger`) and the ISO 639-2
/// terminology codes some records have (`fra`, `deu`). A code it lacks gives no language.
enum MARCLanguage {
    /// The BCP 47 tag for a three-letter code, ignoring case.
    static func tag(for code: String) -> String? {
        tags[code.lowercased()]
    }

    private static let tags: [String: String] = [
        "afr": "af", "alb": "sq", "sqi": "sq", "amh": "am", "ara": "ar", "arg": "an", "arm": "hy", "hye": "hy",
        "ast": "ast", "aze": "az", "baq": "eu", "eus": "eu", "bel": "be", "ben": "bn", "bos": "bs", "bre": "br",
        "bul": "bg", "cat": "ca", "chi": "zh", "zho": "zh", "cos": "co", "cze": "cs", "ces": "cs", "dan": "da",
        "dut": "nl", "nld": "nl", "eng": "en", "epo": "eo", "est": "et", "fao": "fo", "fin": "fi", "fre": "fr",
        "fra": "fr", "fry": "fy", "geo": "ka", "kat": "ka", "ger": "de", "deu": "de", "gla": "gd", "gle": "ga",
        "glg": "gl", "grc": "grc", "gre": "el", "ell": "el", "guj": "gu", "heb": "he", "hin": "hi", "hrv": "hr",
        "hun": "hu", "ice": "is", "isl": "is", "ind": "id", "ita": "it", "jpn": "ja", "kan": "kn", "kaz": "kk",
        "kor": "ko", "kur": "ku", "lat": "la", "lav": "lv", "lit": "lt", "ltz": "lb", "mac": "mk", "mkd": "mk",
        "mal": "ml", "mar": "mr", "may": "ms", "msa": "ms", "mlt": "mt", "nep": "ne", "nno": "nn", "nob": "nb",
        "nor": "no", "oci": "oc", "pan": "pa", "per": "fa", "fas": "fa", "pol": "pl", "por": "pt", "roh": "rm",
        "rum": "ro", "ron": "ro", "rus": "ru", "san": "sa", "scn": "scn", "slo": "sk", "slk": "sk", "slv": "sl",
        "spa": "es", "srd": "sc", "srp": "sr", "swa": "sw", "swe": "sv", "tam": "ta", "tel": "te", "tgl": "tl",
        "fil": "fil", "tha": "th", "tib": "bo", "bod": "bo", "tur": "tr", "ukr": "uk", "urd": "ur", "uzb": "uz",
        "vie": "vi", "wel": "cy", "cym": "cy", "yid": "yi", "yor": "yo", "zul": "zu",
    ]
}

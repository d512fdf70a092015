extension StarterTexts {
    static func catalan(club: String, founder: String) -> StarterTexts {
        StarterTexts(
            siteDescription: "Club de lectura: llegim junts, a poc a poc, i en parlem pel camí.",
            founderBiography: "Va fundar \(club) i n'organitza les primeres lectures.",
            welcomeSlug: "benvinguda",
            welcomeTitle: "Benvinguda",
            welcomeDescription: "Què és \(club) i com pots llegir amb nosaltres.",
            welcome: """
            **\(club)** és un club de lectura. Triem un llibre, el llegim alhora seguint un
            calendari de fites (uns quants capítols cada setmana) i en parlem a cada parada: així
            ningú no llegeix sol i ningú no es troba el final abans d'hora.

            ## Com funciona

            Cada lectura té la seva **sala**, amb el llibre, qui la porta, el calendari de trobades
            i fins a quin capítol cal haver llegit per a cada debat. Les sales obertes i les que
            comencen aviat surten a la portada; les acabades s'hi queden, amb el que se n'ha dit.

            ## Com t'hi pots afegir

            Només cal tenir ganes de llegir. Escriu a [la persona que va fundar el club](@/members/\(founder).md)
            o a qualsevol membre i digues-nos quina lectura t'interessa. Abans de la primera
            trobada, llegeix les [normes del club](@/pages/normes.md): són poques i curtes.

            """,
            normsSlug: "normes",
            normsTitle: "Normes del club",
            normsDescription: "Les poques normes que fan que parlar de llibres sigui agradable per a tothom.",
            norms: """
            Aquestes normes valen per a les trobades, en persona o a distància, i per als xats de
            les sales.

            ## Respecta el ritme de cadascú

            Parla només dels capítols que el calendari ja ha deixat enrere. Si vols comentar alguna
            cosa que passa més endavant, marca-la com a *spoiler*.

            ## Discrepa de les idees, no de les persones

            Que un llibre t'hagi agradat o no és una opinió tan vàlida com qualsevol altra. Explica
            per què i escolta els altres. No hi ha lloc per a insults, burles ni cap mena de
            discriminació.

            ## Cuida la privacitat

            El que algú explica d'ell mateix al club no surt del club. No publiquis mai el telèfon,
            l'adreça ni el correu de ningú.

            ## Si alguna cosa no va bé

            Parla amb qui porta la sala o amb [qui va fundar el club](@/members/\(founder).md).
            Sempre respondrem.

            """
        )
    }
}

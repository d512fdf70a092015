extension StarterTexts {
    static func spanish(club: String, founder: String) -> StarterTexts {
        StarterTexts(
            siteDescription: "Club de lectura: leemos juntos, sin prisa, y lo comentamos por el camino.",
            founderBiography: "Fundó \(club) y organiza sus primeras lecturas.",
            welcomeSlug: "bienvenida",
            welcomeTitle: "Bienvenida",
            welcomeDescription: "Qué es \(club) y cómo puedes leer con nosotros.",
            welcome: """
            **\(club)** es un club de lectura. Elegimos un libro, lo leemos a la vez siguiendo un
            calendario de etapas (unos cuantos capítulos por semana) y lo comentamos en cada
            parada: así nadie lee solo y nadie se encuentra el final antes de tiempo.

            ## Cómo funciona

            Cada lectura tiene su **sala**, con el libro, quien la lleva, el calendario de
            encuentros y hasta qué capítulo hay que haber leído para cada debate. Las salas
            abiertas y las que empiezan pronto aparecen en la portada; las terminadas se quedan,
            con lo que se dijo en ellas.

            ## Cómo unirte

            Solo hacen falta ganas de leer. Escribe a [quien fundó el club](@/members/\(founder).md)
            o a cualquier miembro y dinos qué lectura te interesa. Antes del primer encuentro, lee
            las [normas del club](@/pages/normas.md): son pocas y breves.

            """,
            normsSlug: "normas",
            normsTitle: "Normas del club",
            normsDescription: "Las pocas normas que hacen que hablar de libros sea agradable para todos.",
            norms: """
            Estas normas valen para los encuentros, en persona o a distancia, y para los chats de
            las salas.

            ## Respeta el ritmo de cada cual

            Habla solo de los capítulos que el calendario ya ha dejado atrás. Si quieres comentar
            algo que ocurre más adelante, márcalo como *spoiler*.

            ## Discrepa de las ideas, no de las personas

            Que un libro te haya gustado o no es una opinión tan válida como cualquier otra.
            Explica por qué y escucha a los demás. No hay sitio para insultos, burlas ni
            discriminación de ningún tipo.

            ## Cuida la privacidad

            Lo que alguien cuenta de sí mismo en el club no sale del club. No publiques nunca el
            teléfono, la dirección ni el correo de nadie.

            ## Si algo no va bien

            Habla con quien lleva la sala o con [quien fundó el club](@/members/\(founder).md).
            Siempre responderemos.

            """
        )
    }
}

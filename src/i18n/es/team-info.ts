import type { Catalog } from "../catalog";

export const teamInfo: Catalog["teamInfo"] = {
  title: "Información del equipo",
  description:
    "Cómo funciona la temporada {season} de {team}: prácticas, partidos, comunicación, código de conducta junto a la cancha, equipamiento, la cancha, reglas de clima y seguridad, y preguntas frecuentes.",
  keywords:
    "información del equipo, código de conducta, equipamiento, clima, seguridad, preguntas frecuentes",
  intro: "Todo lo que las familias necesitan saber para la temporada {season}.",
  overview: {
    title: "Resumen de la temporada",
    practices: "Prácticas",
    practicesLine: "Los {days}, {time}, {span}",
    games: "Partidos",
    gamesLine:
      "Durante toda la temporada, {span}: el día, la hora y la cancha de cada partido están en el {schedule}",
    scheduleLink: "calendario",
    team: "Equipo",
    teamLine: "{division}, edades {ages}: {roster}",
    rosterLink: "el plantel",
    field: "Cancha",
  },
  communication: {
    title: "Plan de comunicación",
    weekly: "{weekly} con el plan de la semana, recordatorios y a quién le toca la merienda.",
    weeklyStrong: "Un correo electrónico cada domingo",
    texts: "{texts}: cancelaciones, cambios de cancha, llegadas tarde.",
    textsStrong: "Mensajes de texto solo para asuntos urgentes",
    answers:
      "El entrenador contesta {email}, y los mensajes de texto o las llamadas dentro de 2-4 horas durante el día.",
    answersStrong: "los correos electrónicos dentro de 24 horas",
    news: "Las noticias y los cambios de calendario se publican en la página de {posts}.",
    postsLink: "Noticias",
  },
  conduct: {
    title: "Código de conducta junto a la cancha",
    doHeading: "Lo que sí",
    dontHeading: "Lo que no",
    dos: {
      cheer: "Anime a todos los jugadores de los dos equipos por su esfuerzo, no por el resultado.",
      oneVoice:
        "Deje que el entrenador dirija: a los niños les es más fácil seguir una sola voz desde el costado de la cancha.",
      thankReferee:
        "Dele las gracias al árbitro después del partido, gane o pierda; muchos son adolescentes que también están aprendiendo.",
      spectatorSide:
        "Quédese del lado de los espectadores, detrás de la línea, y mantenga a los hermanos fuera de la cancha.",
      askFun: "Después del partido, pregúntele a su jugador si se divirtió y qué aprendió.",
    },
    donts: {
      shout: 'No grite instrucciones ("¡Al arco!", "¡A pasar!") mientras el balón está en juego.',
      argue: "No cuestione ni discuta las decisiones del árbitro.",
      criticise: "No critique a ningún jugador, ni del nuestro ni del otro equipo.",
      pets: "No traiga mascotas al complejo; las reglas de la liga no las permiten en las canchas.",
      smoke: "No fume ni use vapeadores en ninguna parte del complejo deportivo.",
    },
  },
  fieldTitle: "Información de la cancha",
  safety: {
    title: "Clima y seguridad",
    intro:
      "La seguridad de cada jugador es más importante que cualquier partido. Estas son las reglas que seguimos en cada práctica y cada partido.",
    lightning: {
      heading: "Truenos y relámpagos",
      items: {
        leave:
          "Al primer trueno o relámpago, todos salen de la cancha de inmediato: jugadores, entrenadores y familias.",
        car: "Espere en su carro con las ventanas cerradas. Los árboles, las carpas y los refugios abiertos por los lados no son lugares seguros para esperar.",
        wait: "Volvemos a la cancha solo 30 minutos después del último trueno o relámpago. Cada trueno o relámpago nuevo vuelve a empezar la cuenta de 30 minutos.",
      },
    },
    heat: {
      heading: "Calor",
      items: {
        water:
          "Mande una botella de agua llena cada vez (dos en días de calor), ropa suelta de colores claros y una gorra para los descansos.",
        breaks:
          "En días de calor, los jugadores tienen un descanso para tomar agua cada 15-20 minutos, en prácticas y en partidos, y descansan a la sombra.",
        wbgt: "Cuando hace demasiado calor, la liga acorta o cancela el juego. Sigue las guías de calor Recognize to Recover de U.S. Soccer, que se basan en la temperatura de globo y bulbo húmedo (WBGT): el calor, la humedad y el sol juntos, no solo la temperatura del aire.",
        alert:
          "La liga toma la decisión; después, el entrenador publica el aviso de la cancha arriba de cada página de este sitio.",
        sick: "Un jugador que se sienta mareado, mal o con dolor de cabeza descansa a la sombra con agua. Si un jugador está confundido o se desploma, llame al 911.",
      },
    },
    concussion: {
      heading: "Golpes en la cabeza y conmoción cerebral",
      items: {
        sitOut:
          "Un jugador que pueda tener una lesión en la cabeza no juega el resto de ese día, aunque diga que se siente bien.",
        clearance:
          "Vuelve a jugar solo con una autorización por escrito de un médico u otro profesional de la salud con licencia. Por favor, entréguele una copia al entrenador.",
        watch:
          "En las horas siguientes, fíjese si tiene dolor de cabeza, mareo, náuseas, sueño, confusión o visión borrosa, o si su hijo no actúa como siempre, y llame a su médico.",
        emergency:
          "Vaya a la sala de emergencias o llame al 911 si el dolor de cabeza empeora, vomita varias veces, cuesta despertarlo, arrastra las palabras al hablar o tiene una convulsión.",
      },
    },
    heading: {
      heading: "No se cabecea en U10",
      items: {
        guideline:
          "La guía de U.S. Soccer sobre cabecear: los jugadores de 10 años o menos no cabecean el balón, ni en partidos ni en prácticas.",
        freeKick:
          "En un partido, cabecear el balón a propósito es un tiro libre indirecto para el otro equipo.",
        instead: "En su lugar, les enseñamos a bajar un balón alto con el pecho, el muslo o el pie.",
      },
    },
  },
  faq: {
    title: "Preguntas frecuentes",
    rain: {
      question: "¿Qué pasa si llueve o hay relámpagos?",
      answer:
        'La liga decide si cierra las canchas antes de las 7 a. m. los días de partido y antes de las 4 p. m. los días de práctica. En cuanto decide, el entrenador publica un aviso arriba de cada página de este sitio (por ejemplo, "Canchas cerradas hoy: lluvia") y marca los eventos como cancelados en el {schedule}. Los relámpagos durante una práctica o un partido tienen su propia regla: vea {lightning}.',
      scheduleLink: "calendario",
      lightningLink: "la regla de relámpagos en Clima y seguridad",
    },
    missing: {
      question: "¿Qué pasa si mi jugador tiene que faltar a una práctica o a un partido?",
      answer:
        "Mande un mensaje de texto o llame al entrenador al {phone} lo antes posible, para que pueda planear la alineación. No hace falta dar explicaciones.",
    },
    playingTime: {
      question: "¿Cuánto juega cada jugador?",
      answer:
        "Todos juegan por lo menos la mitad de cada partido. En U10 rotamos las posiciones para que cada jugador aprenda toda la cancha, incluso de portero si quiere probar.",
    },
    snacks: {
      question: "¿Cómo funciona la merienda de los partidos?",
      answer:
        "Una familia trae merienda y bebidas para unas 15 personas (12-15 jugadores más los entrenadores) en cada partido. Anótese para un partido en la página del calendario; toma un minuto y no necesita cuenta.",
    },
    arrive: {
      question: "¿A qué hora debemos llegar?",
      answer:
        "15 minutos antes de la práctica y 30 minutos antes de un partido, con las espinilleras puestas, los tacos amarrados y una botella de agua llena.",
    },
    calendar: {
      question: "¿Puedo agregar el calendario a mi teléfono?",
      answer:
        "Sí: use Suscribirse al calendario en la página de inicio. Así, la aplicación de calendario mantiene al día cada partido y práctica por sí sola, incluso cualquier cambio de hora.",
    },
  },
  coachContact: {
    title: "Información de contacto del entrenador",
    coach: "Entrenador",
    urgent: "Urgente (llame o mande un mensaje de texto)",
    email: "Correo electrónico",
    formLine: "O use el {form}; el entrenador contesta dentro de 24 horas.",
    formLink: "formulario de contacto",
  },
};

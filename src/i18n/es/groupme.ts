import type { Catalog } from "../catalog";

export const groupMe: Catalog["groupMe"] = {
  reminder: {
    today: "hoy",
    tomorrow: "mañana",
    game: "⚽ Partido {when}: {day}{time}{versus}{place}.",
    time: ", {time}",
    timeTba: " (hora por anunciar)",
    versus: " contra {opponent}",
    place: " en {place}",
    placeTba: " (cancha por anunciar)",
    needVolunteer: "Todavía necesitamos una familia voluntaria para la merienda: anótese en {link}",
    covered: "La merienda está cubierta, ¡gracias!",
    bringing: "Merienda: {name} la trae, ¡gracias!",
    snackNote: "Nota sobre la merienda: {note}.",
    more: "Más: {link}",
    coming: "{going} de {total} vienen.",
  },
  nudge: {
    one: "{count} familia no ha respondido para {event}: por favor use su enlace familiar.",
    other: "{count} familias no han respondido para {event}: por favor usen su enlace familiar.",
    game: "el partido del {day}",
    practice: "la práctica del {day}",
    event: "el evento del equipo del {day}",
  },
  share: {
    readMore: "Leer más: {link}",
  },
  rainout: {
    note: "Canchas cerradas: lluvia",
    noReason: "Canchas cerradas",
    alert: "{reason}. Todo lo del {day} está cancelado.",
    alertNoReason: "Todo lo del {day} está cancelado.",
    message: "⚠️ {what} Detalles: {link}",
    cancelled: " Cancelado el {day}: {events}.",
  },
};

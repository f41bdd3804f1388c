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

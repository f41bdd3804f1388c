import type { Catalog } from "../catalog";

export const alert: Catalog["alert"] = {
  region: "Estado de las canchas",
  hide: "Ocultar",
  levels: { info: "Aviso del equipo", warning: "Atención", closed: "Canchas cerradas" },
  until: "Hasta {time}",
  untilDay: "Hasta el {day}, {time}",
  share: "Compartir",
  shareNewTab: "(se abre en una pestaña nueva)",
  shareText: "Estado de las canchas ({level}): {message}",
};

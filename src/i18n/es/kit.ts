import type { Catalog } from "../catalog";

export const kit: Omit<Catalog["kit"], "fields"> = {
  offline: "Parece que no tiene conexión. Revise su conexión e inténtelo de nuevo.",
  loadFailed: "Algo salió mal al cargar esto. Inténtelo de nuevo.",
  tryAgain: "Intentar de nuevo",
  cancel: "Cancelar",
  optional: "(opcional)",
  closeNotification: "Cerrar aviso",
  notifications: "Avisos (F8)",
  errorTitle: "Error",
  close: "Cerrar",
  honeypot: "Sitio web",
  tags: "Etiquetas",
  inEnglish: "(en inglés)",
};

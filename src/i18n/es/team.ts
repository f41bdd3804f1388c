import type { Catalog } from "../catalog";

export const team: Catalog["team"] = {
  equipmentTitle: "Lista de equipamiento",
  field: {
    title: "Cancha del equipo",
    gettingThere: "Cómo llegar:",
    directions: "Obtener direcciones",
    newTab: " (se abre en una pestaña nueva)",
    mapTitle: "Mapa de {field}, {area}",
    largerMap: "Ver mapa más grande",
  },
  coach: {
    title: "Conozca al entrenador",
    phone: "Teléfono:",
    sendMessage: "Enviar mensaje",
  },
  calendar: {
    title: "Calendario del equipo",
    intro:
      "Cada partido, práctica y evento del equipo en la aplicación de calendario de su teléfono o computadora. Suscríbase una vez y los cambios del calendario aparecen solos.",
    subscribe: "Suscribirse (Apple Calendar, Outlook)",
    download: "Descargar calendario",
    addressLabel: "Dirección del calendario",
    addressHint: "(para Google Calendar: Otros calendarios → Desde URL → pegue este enlace):",
    phoneTips: "En su teléfono",
    computerTips: "En su computadora",
    iphone: "iPhone o iPad",
    iphoneHow:
      "Toque Suscribirse y luego Suscribirse otra vez en Calendario. El equipo aparece como un calendario aparte.",
    android: "Android",
    androidHow:
      "Agregue la dirección del calendario en Google Calendar desde una computadora (abajo); después aparece en la aplicación Google Calendar. Si está oculto, actívelo en la configuración de la aplicación.",
    outlook: "Outlook",
    outlookHow:
      "Haga clic en Suscribirse, o en Outlook en la web elija Agregar calendario, Suscribirse desde la web, y pegue la dirección del calendario.",
    apple: "Apple Calendar",
    appleHow:
      "Haga clic en Suscribirse y confirme. Ponga la actualización automática cada hora para que los cambios aparezcan pronto.",
    google: "Google Calendar",
    googleHow: "Junto a Otros calendarios elija +, luego Desde URL, y pegue la dirección del calendario.",
    copyNote:
      "Descargar calendario guarda una copia de una sola vez que cualquier aplicación de calendario puede importar; una copia no se actualiza cuando cambia el calendario, una suscripción sí.",
  },
};

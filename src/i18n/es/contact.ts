import type { Catalog } from "../catalog";

export const contact: Catalog["contact"] = {
  title: "Contactar al entrenador",
  description:
    "Llame, mande un mensaje de texto, un correo electrónico o un mensaje al entrenador de {team}.",
  keywords: "contacto, entrenador, teléfono, correo electrónico",
  intro:
    "¿Tiene preguntas sobre las prácticas, los partidos o cualquier otra cosa? Comuníquese con el entrenador.",
  details: {
    title: "Datos de contacto",
    phone: "Teléfono (llamada o mensaje de texto)",
    email: "Correo electrónico",
    practiceLocation: "Lugar de práctica",
  },
  responseTimes: {
    title: "Tiempos de respuesta",
    phone: "{phone} dentro de 2-4 horas durante el día.",
    phoneStrong: "Mensaje de texto o teléfono:",
    email: "{email} dentro de 24 horas.",
    emailStrong: "Correo electrónico y este formulario:",
  },
  guidelines: {
    title: "Recomendaciones para comunicarse",
    items: {
      late: "¿Va a llegar tarde o a faltar a la práctica? Un mensaje de texto corto es perfecto.",
      private:
        "Para el tiempo de juego o cualquier tema sobre su hijo, mande un correo electrónico o pida una llamada: nunca al lado de la cancha.",
      emergencies: "Emergencias el día del partido: llame, no mande mensajes de texto.",
      parents: "No se mandan mensajes directamente a los jugadores; todo pasa por los padres.",
    },
  },
  formTitle: "Enviar un mensaje",
  form: {
    name: "Nombre",
    email: "Correo electrónico",
    subject: "Asunto",
    message: "Mensaje",
    send: "Enviar mensaje",
    sending: "Enviando...",
    sentToast: "Mensaje enviado",
    sentToastDetail: "El entrenador le responderá dentro de 24 horas.",
    failed: "No se pudo enviar el mensaje. Inténtelo de nuevo o llame directamente.",
    sentHeading: "Mensaje enviado con éxito",
    sentDetail: "¡Gracias! El entrenador le responderá dentro de 24 horas.",
    sendAnother: "Enviar otro mensaje",
  },
};

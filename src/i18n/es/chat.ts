import type { Catalog } from "../catalog";

export const chat: Catalog["chat"] = {
  title: "Chat del equipo",
  description: "El chat de los padres de {team}: canales general, de prácticas y de transporte.",
  keywords: "chat del equipo, compartir transporte, padres",
  channels: "Canales: {channels}",
  loginTitle: "Se necesita iniciar sesión como padre o madre",
  loginText:
    "El chat del equipo es solo para los padres de {team}. Pídale acceso al entrenador y recibirá sus datos para iniciar sesión.",
  askAccess: "Pedir acceso al entrenador",
};

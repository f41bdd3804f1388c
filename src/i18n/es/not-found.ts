import type { Catalog } from "../catalog";

export const notFound: Catalog["notFound"] = {
  title: "404: Página no encontrada",
  description: "Esta página no existe.",
  lead: "La página que buscaba cambió de lugar o nunca existió.",
  home: "Volver a la página de inicio",
};

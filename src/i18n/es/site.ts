import type { Catalog } from "../catalog";

export const site: Catalog["site"] = {
  skipLink: "Saltar al contenido principal",
  english: "English",
  spanish: "Español",
};

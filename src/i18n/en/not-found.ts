/** The 404 page (src/pages/404.astro), in English at any missing address, in Spanish under /es. */
export const notFound = {
  title: "404 Page Not Found",
  description: "This page does not exist.",
  lead: "The page you were looking for has moved or never existed.",
  home: "Back to the home page",
};

// @ts-check
import netlify from "@astrojs/netlify";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";

const port = Number(process.env.PORT ?? 4321);

export default defineConfig({
  site: process.env.SITE_URL ?? `http://localhost:${String(port)}`,
  output: "static",
  trailingSlash: "ignore",
  server: { port },
  // Shiki writes inline styles, which the CSP forbids; posts are plain text anyway.
  markdown: { syntaxHighlight: false },
  adapter: netlify({
    // Edge-function emulation downloads Deno and fails offline; image emulation is unused.
    devFeatures: { edgeFunctions: false, images: false, environmentVariables: false },
    imageCDN: false,
    // Sends the hashed CSP below as a real header for every static page, not only a <meta>.
    staticHeaders: true,
  }),
  integrations: [react()],
  vite: { plugins: [tailwindcss()] },
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "frame-src https://www.openstreetmap.org",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ],
    },
  },
});

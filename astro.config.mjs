// @ts-check
import netlify from "@astrojs/netlify";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "astro/config";
import { functionsInProcess } from "./scripts/dev-functions.ts";

const port = Number(process.env.PORT ?? 4321);

/**
 * The canonical origin baked into every page (canonical links, Open Graph). On Netlify, `URL` is
 * the site's main address at build time; a production build with neither fails rather than
 * publishing localhost links.
 */
function siteUrl() {
  const configured = process.env.SITE_URL || process.env.URL;
  if (configured) return configured;
  if (process.env.CONTEXT === "production") {
    throw new Error("Set SITE_URL (or build on Netlify, which sets URL) for a production build");
  }
  return `http://localhost:${String(port)}`;
}

/**
 * The strict CSP of the built site. Astro hashes its own scripts and styles into it.
 * @type {Exclude<import("astro").AstroConfig["security"]["csp"], boolean>}
 */
const csp = {
  // updateConfig() skips Astro's config defaults, so the algorithm is spelled out.
  algorithm: "SHA-256",
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
};

/**
 * Applies the CSP to builds only: `astro dev` serves Vite's inline client and styles, which a
 * hash-based policy computed without them would block. The preview and the tests run the build.
 * @returns {import("astro").AstroIntegration}
 */
function cspOnBuild() {
  return {
    name: "csp-on-build",
    hooks: {
      "astro:config:setup": ({ command, updateConfig }) => {
        if (command === "build") updateConfig({ security: { csp } });
      },
    },
  };
}

/**
 * A smaller helper for the islands' lazy `import()`s. Vite wraps each in `__vitePreload`, which
 * adds a `<link rel="modulepreload">` for every file the lazy module imports, so they download at
 * once rather than one level at a time; its own helper also handles lazily imported CSS (the site
 * has none: Tailwind is one stylesheet), CSP nonces (the CSP hashes scripts) and a
 * `vite:preloadError` event (unused), and cost every page with a lazy import 0.88 KB of its 80 KB
 * (gzip), /schedule's first load among them. This one keeps the preloads, once per file, in about
 * 0.2 KB. Vite loads its helper as this module; the transform replaces its code whole.
 * @type {import("vite").Plugin}
 */
const leanPreload = {
  name: "lean-preload",
  enforce: "pre",
  transform(_code, id) {
    if (id !== "\0vite/preload-helper.js") return undefined;
    // `deps` are paths from the site's root, e.g. "_astro/Dialog.BS5vK2Yr.js".
    return `const seen = new Set();
export const __vitePreload = (load, deps) => {
  for (const dep of deps ?? []) {
    if (seen.has(dep)) continue;
    seen.add(dep);
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = "/" + dep;
    document.head.append(link);
  }
  return load();
};`;
  },
};

/** @type {import("vite").Plugin} */
const entrySignatures = {
  name: "entry-signatures",
  configEnvironment(name, config) {
    if (name !== "client") return;
    config.build ??= {};
    config.build.rolldownOptions ??= {};
    config.build.rolldownOptions.preserveEntrySignatures = "allow-extension";
  },
};

/**
 * The site's own client directives: `client:toast`, the notification area hydrating when the page
 * first shows a toast (src/ui/kit/toast-directive.ts), and `client:near`, an island below a phone's
 * fold hydrating as the reader nears it or when the address's `#` points into it
 * (src/ui/kit/near-directive.ts).
 * @returns {import("astro").AstroIntegration}
 */
function siteDirectives() {
  return {
    name: "site-directives",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        const directive = (/** @type {string} */ name) => ({
          name,
          entrypoint: fileURLToPath(new URL(`./src/ui/kit/${name}-directive.ts`, import.meta.url)),
        });
        addClientDirective(directive("toast"));
        addClientDirective(directive("near"));
      },
    },
  };
}

export default defineConfig({
  site: siteUrl(),
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
  vite: {
    // `npm start` answers the functions from its own process (scripts/dev-functions.ts).
    plugins: [tailwindcss(), functionsInProcess(), leanPreload, entrySignatures],
    // Pre-bundle the islands' dependencies at start-up; discovered on the first page load
    // instead, Vite re-optimises mid-request and that first hydration fails ("504 Outdated Optimize Dep").
    optimizeDeps: {
      include: ["zod/mini", "nanostores", "@nanostores/react", "react", "react-dom/client"],
    },
    build: {
      // Astro inlines a small <script> (the field-status alert's) into every page's HTML. As a file
      // it is downloaded once and cached for every page a parent opens, and the bench counts it as
      // JavaScript. Other assets keep Vite's 4 KB rule.
      assetsInlineLimit: (file) => (file.endsWith(".js") ? false : undefined),
    },
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              // React, React DOM and Astro's renderer in one file: every island page needs all of
              // them, and one file compresses better than five (about 1 KB gzip per page).
              codeSplitting: {
                groups: [
                  {
                    name: "react",
                    test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/,
                  },
                  // The one API call with the loader core, the clock, the Retry-After parser, the kit's
                  // words provider and the hydration flag: every island page needs all of them.
                  {
                    name: "call",
                    test: /src[\\/](ui[\\/]kit[\\/](api|load|words|hydration)|lib[\\/](clock|domain[\\/](retry-after-header|instant))|i18n[\\/]count|ui[\\/]sign-in[\\/]admin-flags)\.tsx?$|^\0vite[\\/]preload-helper/,
                    includeDependenciesRecursively: false,
                  },
                  // The slot filler, the language helpers and sharing: plain code the field
                  // alert's script shares with the islands, never grouped with React's, or a page
                  // without an island would load React.
                  {
                    name: "i18n",
                    test: /src[\\/](i18n[\\/](fill|lang|typed-lang)|ui[\\/]kit[\\/]share)\.ts$/,
                    includeDependenciesRecursively: false,
                  },
                  // What an island that loads shows while it waits or when it failed, and the events'
                  // words: the schedule's pages and the home page load all three.
                  {
                    name: "loading",
                    test: /src[\\/]ui[\\/](kit[\\/](LoadError|LoadingRows)|schedule[\\/]words)\.tsx?$/,
                    includeDependenciesRecursively: false,
                  },
                  // The small rules the schedule and the seasons' pages share; one file costs a page
                  // less than six (each file its own gzip frame and import lines).
                  {
                    name: "rules",
                    test: /src[\\/]lib[\\/](event-types|domain[\\/](schedule|status-badge|ages|newest-first|wall-to-instant|day-span))\.ts$/,
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
  integrations: [react(), cspOnBuild(), siteDirectives()],
});

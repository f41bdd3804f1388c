/**
 * `npm start` answers `/api/*` and `/calendar.ics` from inside the dev server's process, through
 * the function host (function-host.ts), rather than through Netlify's local runtime, which bundles
 * the function again and starts a new worker for every request (about a second each). The
 * functions use the local Blobs store that the Netlify adapter's emulation starts in this same
 * process (`NETLIFY_BLOBS_CONTEXT`), as before. A path no function claims goes on to the adapter
 * and Astro. A change to a function, or to a file one is built from, is picked up by the next
 * request.
 */
import type { Plugin } from "vite";
import { createFunctionHost, localClientIp, sendWebResponse, toWebRequest } from "./function-host.ts";

/**
 * netlify.toml's one rewrite, which astro dev does not read: `/seasons/<id>` (one segment, so not
 * `/seasons/<id>/calendar.ics`) is served the page of every past season.
 */
const PAST_SEASON = /^\/seasons\/[^/]+\/?$/;
const PAST_SEASON_PAGE = "/past-season/";

export function functionsInProcess(): Plugin {
  return {
    name: "team:functions-in-process",
    apply: "serve",
    // Before the Netlify adapter's middleware, which would send the request to its own runtime.
    enforce: "pre",
    configureServer(server) {
      const host = createFunctionHost({ root: server.config.root });
      const logger = server.config.logger;
      const reload = (file: string) => {
        host.invalidate(file);
      };
      server.watcher.on("change", reload);
      server.watcher.on("add", reload);
      server.watcher.on("unlink", reload);
      server.httpServer?.once("close", () => void host.close());
      host
        .ready()
        .then(async () => {
          logger.info(`${String((await host.names()).length)} functions loaded in this process`, {
            timestamp: true,
          });
        })
        .catch((error: unknown) => {
          logger.error(`The functions could not be built: ${String(error)}`, { timestamp: true });
        });
      server.middlewares.use((req, res, next) => {
        const origin = `http://${req.headers.host ?? "localhost"}`;
        const { pathname, search } = new URL(req.url ?? "/", origin);
        host
          .match(pathname, req.method ?? "GET")
          .then(async (claimed) => {
            if (!claimed) {
              if (PAST_SEASON.test(pathname)) req.url = `${PAST_SEASON_PAGE}${search}`;
              next();
              return;
            }
            const response = await host.handle(toWebRequest(req, origin), localClientIp(req));
            if (!response) {
              next();
              return;
            }
            await sendWebResponse(res, response, req.method);
          })
          .catch(next);
      });
    },
  };
}

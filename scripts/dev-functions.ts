/**
 * `npm start` answers `/api/*` and `/calendar.ics` from inside the dev server's process, through
 * the function host (function-host.ts), rather than through Netlify's local runtime, which bundles
 * the function again and starts a new worker for every request (about a second each). The
 * functions use the local Blobs store that the Netlify adapter's emulation starts in this same
 * process (`NETLIFY_BLOBS_CONTEXT`), as before. A path no function claims goes on to the adapter
 * and Astro. A change to a function, or to a file one is built from, is picked up by the next
 * request.
 *
 * `GET /__local/warm` answers once the server has done the work it would otherwise do on the
 * thread that answers the first requests: the functions bundled and imported, and Vite's scan and
 * bundling of the browser's dependencies, which takes seconds of the one thread on a fresh clone.
 * `npm start` (dev.mjs) asks it before it announces the address, so the first call after "ready"
 * is as fast as the hundredth.
 */
import type { Plugin, ViteDevServer } from "vite";
import { createFunctionHost, localClientIp, sendWebResponse, toWebRequest } from "./function-host.ts";
import { pastSeasonPage } from "./local-rewrites.ts";

/** Answered with 204 once the server is warm (see above). */
export const WARM_PATH = "/__local/warm";

/**
 * Until Vite's optimizer has scanned the pages and bundled every dependency it found. It starts as
 * the server starts listening; a page rendered while it is still starting can wait on it for good.
 */
async function dependenciesOptimized(server: ViteDevServer): Promise<void> {
  const optimizer = server.environments.client.depsOptimizer;
  if (!optimizer) return;
  while (optimizer.initState !== "initialized") await new Promise((resolve) => setTimeout(resolve, 50));
  await optimizer.scanProcessing;
  await Promise.all(
    optimizer.metadata.depInfoList.flatMap((info) => (info.processing ? [info.processing] : [])),
  );
}

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
        if (pathname === WARM_PATH) {
          Promise.all([host.ready(), dependenciesOptimized(server)])
            .then(() => {
              res.statusCode = 204;
              res.end();
            })
            .catch(next);
          return;
        }
        host
          .match(pathname, req.method ?? "GET")
          .then(async (claimed) => {
            if (!claimed) {
              // netlify.toml's rewrites, which astro dev does not read. A missing page needs none:
              // astro dev renders src/pages/404.astro at the address asked for, so /es/… is Spanish.
              const page = pastSeasonPage(pathname);
              if (page) req.url = `${page}${search}`;
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

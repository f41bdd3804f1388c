/**
 * The one local function host: `npm start`, `npm run preview` and the bench's load server answer
 * `/api/*` and `/calendar.ics` through it, from inside their own process.
 *
 * Netlify's local runtime (NetlifyDev) bundles the function again and starts a new worker for
 * every request, about a second each on this machine. Here every function in `netlify/functions`
 * is bundled once with esbuild (packages left external, as Netlify's esbuild bundler does), the
 * bundles are imported once, and each request calls the handler of the function whose
 * `config.path` claims it, with the `Context` fields the handlers read (function-context.ts).
 * After a source file of a function changes, `invalidate()` marks the bundles stale and the next
 * request rebuilds and imports them again (only chunks whose content changed are new modules).
 *
 * Routing follows Netlify's: `config.path` is a URLPattern pathname, `excludedPath` takes paths
 * back out, literal paths are tried before parameterised ones, the path is matched without its
 * trailing slash and ignoring case, and a function without a path (a scheduled one) answers no
 * request. A path that no function claims is left to the caller (the static files, the adapter).
 */
import { mkdir, readdir, rm } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, resolve } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { pathToFileURL } from "node:url";
import type { Config } from "@netlify/functions";
import { context as esbuildContext, type BuildContext, type Metafile } from "esbuild";
import { URLPattern } from "urlpattern-polyfill";
import { functionContext, type FunctionHandler } from "../src/lib/server/function-context.ts";

/** A function module as Netlify loads it: the handler and its `config`. */
export interface FunctionModule {
  default: FunctionHandler;
  config?: Config;
}

/** One path a function claims, e.g. `{ name: "events-id", path: "/api/events/:id" }`. */
export interface FunctionRoute {
  name: string;
  path: string;
  literal: boolean;
  pattern: URLPattern;
  excluded: URLPattern[];
  methods: string[];
}

const FUNCTION_EXTENSIONS = new Set([".mts", ".ts", ".mjs", ".js"]);

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The polyfill takes the standard's options (`ignoreCase`), which its typings leave out. */
const CaseInsensitivePattern = URLPattern as unknown as new (
  input: { pathname: string },
  options: { ignoreCase: boolean },
) => URLPattern;

const compile = (path: string) => new CaseInsensitivePattern({ pathname: path }, { ignoreCase: true });

/** A path with no parameter, wildcard, group or regular expression in it, e.g. `/api/events`. */
const isLiteral = (path: string) => !/[:*(){}?+\\]/.test(path);

/**
 * The routes of a set of functions, literal paths first (then in the order given), e.g.
 * `/api/events/upcoming` before `/api/events/:id`.
 */
export function functionRoutes(functions: { name: string; config: Config | undefined }[]): FunctionRoute[] {
  const routes = functions.flatMap(({ name, config }) =>
    asList(config?.path).map((path) => ({
      name,
      path,
      literal: isLiteral(path),
      pattern: compile(path),
      excluded: asList(config?.excludedPath).map(compile),
      methods: asList(config?.method).map((method) => method.toUpperCase()),
    })),
  );
  return [...routes.filter((route) => route.literal), ...routes.filter((route) => !route.literal)];
}

/**
 * The function that answers `pathname` and its path parameters, e.g. `/api/events/game-1` →
 * `{ name: "events-id", params: { id: "game-1" } }`; null when no function claims it.
 */
export function matchFunction(
  routes: readonly FunctionRoute[],
  pathname: string,
  method = "GET",
): { name: string; params: Record<string, string> } | null {
  const path = pathname !== "/" && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  for (const route of routes) {
    if (route.methods.length > 0 && !route.methods.includes(method.toUpperCase())) continue;
    const match = route.pattern.exec({ pathname: path });
    if (!match) continue;
    if (route.excluded.some((pattern) => pattern.test({ pathname: path }))) continue;
    const params: Record<string, string> = {};
    for (const [name, value] of Object.entries(match.pathname.groups)) {
      if (value !== undefined) params[name] = value;
    }
    return { name: route.name, params };
  }
  return null;
}

/** The functions of a folder, by name: `events-id.mts` → `events-id`. */
export async function findFunctions(functionsDir: string): Promise<Map<string, string>> {
  const files = (await readdir(functionsDir, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && FUNCTION_EXTENSIONS.has(extname(entry.name)))
    .map((entry) => entry.name)
    .sort();
  return new Map(files.map((file) => [file.slice(0, -extname(file).length), join(functionsDir, file)]));
}

export interface FunctionHostOptions {
  /** The project: its `netlify/functions` are served, its node_modules resolve their packages. */
  root: string;
  /** Where the bundles go, emptied at start: by default `<root>/.netlify/functions-host`. */
  outDir?: string;
  /** Called with a function's error that escaped its handler (the handlers catch their own). */
  onError?: (error: unknown) => void;
}

interface Loaded {
  modules: Map<string, FunctionModule>;
  routes: FunctionRoute[];
}

export interface FunctionHost {
  /**
   * Whether a function claims the path, e.g. before turning a Node request into a `Request`:
   * a request nobody claims goes on with its body unread.
   */
  match(pathname: string, method: string): Promise<boolean>;
  /** The answer of the function that claims the request's path; null when none does. */
  handle(request: Request, clientIp: string): Promise<Response | null>;
  /** Bundles and imports the functions now, rather than at the first request. */
  ready(): Promise<void>;
  /** A file changed: if a function was built from it (or it is a function), reload before the next request. */
  invalidate(file: string): void;
  /** The names of the functions loaded, e.g. `["auth-login", …]`. */
  names(): Promise<string[]>;
  close(): Promise<void>;
}

/** A function host over the functions in `functionsDir`, bundled into `outDir`. */
export function createFunctionHost({
  root,
  outDir = join(root, ".netlify", "functions-host"),
  onError = (error) => {
    console.error("A function failed:", error);
  },
}: FunctionHostOptions): FunctionHost {
  const functionsDir = join(root, "netlify", "functions");
  /** The routes of the last build that loaded, to answer 500 for them while a broken edit is fixed. */
  let lastRoutes: FunctionRoute[] = [];
  /** Every source file the last build read, absolute. */
  let lastInputs = new Set<string>();
  /** Builds in flight. */
  let building = 0;
  let build: BuildContext | null = null;
  let buildFor = "";
  let generation = 0;
  let current: Promise<Loaded> | null = null;
  let stale = false;

  async function load(): Promise<Loaded> {
    const files = await findFunctions(functionsDir);
    const entries = [...files.values()].sort().join("\n");
    if (!build || entries !== buildFor) {
      await build?.dispose();
      if (!build) await rm(outDir, { recursive: true, force: true });
      await mkdir(outDir, { recursive: true });
      build = await esbuildContext({
        absWorkingDir: root,
        entryPoints: Object.fromEntries(files),
        outdir: outDir,
        entryNames: "[name]",
        chunkNames: "chunks/[name]-[hash]",
        outExtension: { ".js": ".mjs" },
        bundle: true,
        splitting: true,
        format: "esm",
        platform: "node",
        target: "node22",
        packages: "external",
        metafile: true,
        logLevel: "warning",
      });
      buildFor = entries;
    }
    const { metafile } = await build.rebuild();
    generation += 1;
    const modules = new Map<string, FunctionModule>();
    await Promise.all(
      [...files.keys()].map(async (name) => {
        const url = `${pathToFileURL(join(outDir, `${name}.mjs`)).href}?v=${String(generation)}`;
        modules.set(name, (await import(url)) as FunctionModule);
      }),
    );
    const ordered = [...files.keys()].map((name) => ({ name, config: modules.get(name)?.config }));
    lastRoutes = functionRoutes(ordered);
    lastInputs = inputsOf(metafile, root);
    return { modules, routes: lastRoutes };
  }

  function loaded(): Promise<Loaded> {
    if (!current || stale) {
      stale = false;
      building += 1;
      const attempt = load().finally(() => {
        building -= 1;
      });
      // A failed build (a syntax error while editing) is tried again at the next request.
      attempt.catch(() => {
        if (current === attempt) current = null;
      });
      current = attempt;
    }
    return current;
  }

  return {
    async match(pathname, method) {
      const routes = await loaded().then(
        (functions) => functions.routes,
        () => lastRoutes,
      );
      return matchFunction(routes, pathname, method) !== null;
    },
    async handle(request, clientIp) {
      const url = new URL(request.url);
      let functions: Loaded;
      try {
        functions = await loaded();
      } catch (error) {
        onError(error);
        if (!matchFunction(lastRoutes, url.pathname, request.method)) return null;
        return new Response("The functions could not be built; the server's log says why.", {
          status: 500,
          headers: { "Content-Type": "text/plain" },
        });
      }
      const { modules, routes } = functions;
      const match = matchFunction(routes, url.pathname, request.method);
      if (!match) return null;
      const handler = modules.get(match.name)?.default;
      if (!handler) return null;
      try {
        return await handler(request, functionContext(match.params, clientIp));
      } catch (error) {
        onError(error);
        return new Response("Internal error", { status: 500, headers: { "Content-Type": "text/plain" } });
      }
    },
    async ready() {
      await loaded();
    },
    invalidate(file) {
      const path = resolve(file);
      // A build in flight may have read the file before it changed: build once more to be sure.
      if (building > 0 || lastInputs.has(path) || path.startsWith(`${resolve(functionsDir)}/`)) stale = true;
    },
    async names() {
      return [...(await loaded()).modules.keys()];
    },
    async close() {
      await build?.dispose();
      build = null;
    },
  };
}

function inputsOf(metafile: Metafile | undefined, root: string): Set<string> {
  return new Set(Object.keys(metafile?.inputs ?? {}).map((input) => resolve(root, input)));
}

/**
 * The client address a local function sees, as Netlify's own local runtime decides it: the last
 * `X-Forwarded-For` entry when the request has one (the tests give each client its own address
 * this way), else the connection's address. On Netlify the edge sets it; nothing here runs there.
 */
export function localClientIp(req: IncomingMessage): string {
  const forwarded = req.headers["x-forwarded-for"];
  const last = (Array.isArray(forwarded) ? forwarded.join(",") : forwarded)?.split(",").pop()?.trim();
  if (last) return last;
  return req.socket.remoteAddress ?? "127.0.0.1";
}

/** A Node request as a web `Request`, its body streamed, e.g. for `host.handle(...)`. */
export function toWebRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (name.startsWith(":") || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = req.method ?? "GET";
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(new URL(req.url ?? "/", origin), {
    method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: "half" } : {}),
  });
}

/** Writes a web `Response` to a Node response: one `Set-Cookie` header per cookie, the body streamed. */
export async function sendWebResponse(
  res: ServerResponse,
  response: Response,
  method = "GET",
): Promise<void> {
  const headers = [...response.headers].filter(([name]) => name !== "set-cookie");
  res.writeHead(response.status, [
    ...headers.flat(),
    ...response.headers.getSetCookie().flatMap((cookie) => ["Set-Cookie", cookie]),
  ]);
  if (response.body && method !== "HEAD") {
    await pipeline(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream), res);
  } else {
    await response.body?.cancel();
    res.end();
  }
}

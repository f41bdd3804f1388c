/**
 * Which requests `npm run preview` answers, and at which address its functions see them.
 *
 * The preview runs on this machine's store and offers the published local coach password, so a
 * web page must not reach it through a name of its own: a site whose DNS name turns into 127.0.0.1
 * after the page has loaded (DNS rebinding) would send the preview its own name as `Host` and its
 * own origin as `Origin`, and be answered as if it were the preview. So the preview answers only
 * the loopback names (`localhost`, `127.0.0.1`, `[::1]`, with any port), plus what `HOST` opens
 * it to: that host, or every address of this machine for `0.0.0.0` or `::` (to try it on a phone).
 * Any other `Host` is a 421; none, or one that is not a host, a 400.
 *
 * The functions check a write's `Origin` against `SITE_URL` and the request's own origin
 * (`assertSameOrigin` in src/lib/server/http.ts). The preview never hands them the `Host` it was
 * given as that origin: only the address the preview itself listens at, e.g.
 * `http://localhost:4601` for a request to port 4601 (as pages of the end-to-end previews on other
 * ports than SITE_URL's post), and `http://localhost:<port>` for any other allowed name.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { networkInterfaces } from "node:os";
import { LOOPBACK_HOSTNAMES } from "../src/lib/server/local-defaults.ts";

/** Values of `HOST` that listen on every interface. */
const EVERY_INTERFACE = new Set(["0.0.0.0", "::", "[::]"]);

/** `fe80::1` → `[fe80::1]`, as a URL's `hostname` spells an IPv6 address; anything else lower-cased. */
const asHostname = (address: string) => (address.includes(":") ? `[${address}]` : address).toLowerCase();

/** This machine's addresses, e.g. `["127.0.0.1", "192.168.1.5", "::1", "fe80::1"]`. */
export const interfaceAddresses = (): string[] =>
  Object.values(networkInterfaces()).flatMap((entries) => (entries ?? []).map((entry) => entry.address));

/**
 * The host names the preview answers to, by `HOST`: `previewHostnames(undefined)` →
 * `["localhost", "127.0.0.1", "[::1]"]`; `previewHostnames("192.168.1.5")` adds `"192.168.1.5"`;
 * `previewHostnames("0.0.0.0")` adds every address of this machine.
 */
export function previewHostnames(host: string | undefined, addresses = interfaceAddresses): string[] {
  const opened = host === undefined || host === "" ? [] : EVERY_INTERFACE.has(host) ? addresses() : [host];
  return [...new Set([...LOOPBACK_HOSTNAMES, ...opened.map(asHostname)])];
}

/** What the preview does with a request's `Host`: answer it at `origin`, or refuse it. */
export type HostCheck = { ok: true; origin: string } | { ok: false; status: 400 | 421; message: string };

/** A `Host` header: a name, an IPv4 address or a bracketed IPv6 one, then maybe a port. */
const HOST_PATTERN = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/i;

/**
 * Checks a request's `Host` against `hostnames` (`previewHostnames`) for the preview on `port`, e.g.
 * `checkHost("localhost:4601", { port: 4601, hostnames })` → `{ ok: true, origin: "http://localhost:4601" }`,
 * `checkHost("localhost:9999", …)` → the origin `http://localhost:4601`,
 * `checkHost("rebind.example:4601", …)` → a 421.
 */
export function checkHost(
  host: string | undefined,
  { port, hostnames }: { port: number; hostnames: readonly string[] },
): HostCheck {
  const match = HOST_PATTERN.exec(host ?? "");
  let hostname: string | null = null;
  try {
    // The URL parser spells a name or an address one way: LOCALHOST, [0:0:0:0:0:0:0:1], 127.1 …
    if (match?.[1] !== undefined) hostname = new URL(`http://${match[1]}`).hostname;
  } catch {
    hostname = null;
  }
  if (hostname === null) {
    return { ok: false, status: 400, message: "Bad request: the Host header is missing or not a host." };
  }
  if (!hostnames.includes(hostname)) {
    return {
      ok: false,
      status: 421,
      message: `This preview answers at localhost only, not at ${hostname}; set HOST to open it to another address.`,
    };
  }
  const own = Number(match?.[2] ?? "80") === port;
  return {
    ok: true,
    origin: own ? `http://${hostname}:${String(port)}` : `http://localhost:${String(port)}`,
  };
}

/**
 * A request listener that lets only allowed hosts through to `listener`, with `Host` set to the
 * address the preview answers it at (what NetlifyDev's own runtime builds its request URL from)
 * and that address's URL, e.g. `createServer(guardHosts(answer, { port, hostnames }))`.
 */
export function guardHosts(
  listener: (req: IncomingMessage, res: ServerResponse, url: URL) => unknown,
  options: { port: number; hostnames: readonly string[] },
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const check = checkHost(req.headers.host, options);
    if (!check.ok) {
      res.writeHead(check.status, { "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
      res.end(check.message);
      return;
    }
    const url = new URL(req.url ?? "/", check.origin);
    req.headers.host = url.host;
    void listener(req, res, url);
  };
}

import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assertSameOrigin } from "../src/lib/server/http.ts";
import { useEnv } from "../tests/support/env.ts";
import { checkHost, guardHosts, previewHostnames } from "./preview-hosts.ts";
import { toWebRequest } from "./function-host.ts";

const LOOPBACK = ["localhost", "127.0.0.1", "[::1]"];
const HOSTNAMES = previewHostnames(undefined);

describe("previewHostnames", () => {
  const machine = () => ["127.0.0.1", "192.168.1.5", "::1", "fe80::1"];

  it.each([
    { host: undefined, expected: LOOPBACK },
    { host: "", expected: LOOPBACK },
    { host: "127.0.0.1", expected: LOOPBACK },
    { host: "localhost", expected: LOOPBACK },
    { host: "192.168.1.5", expected: [...LOOPBACK, "192.168.1.5"] },
    { host: "Team-Laptop.lan", expected: [...LOOPBACK, "team-laptop.lan"] },
    { host: "fd00::5", expected: [...LOOPBACK, "[fd00::5]"] },
    { host: "0.0.0.0", expected: [...LOOPBACK, "192.168.1.5", "[fe80::1]"] },
    { host: "::", expected: [...LOOPBACK, "192.168.1.5", "[fe80::1]"] },
  ])("HOST=$host: $expected", ({ host, expected }) => {
    expect(previewHostnames(host, machine)).toEqual(expected);
  });
});

describe("checkHost", () => {
  const port = 4601;
  const opened = previewHostnames("192.168.1.5");

  // A Host at the preview's port is answered there; at another port, or none, at localhost.
  it.each(
    Object.entries({
      "localhost:4601": "http://localhost:4601",
      "127.0.0.1:4601": "http://127.0.0.1:4601",
      "[::1]:4601": "http://[::1]:4601",
      "LOCALHOST:4601": "http://localhost:4601",
      "[0:0:0:0:0:0:0:1]:4601": "http://[::1]:4601",
      "localhost:9999": "http://localhost:4601",
      localhost: "http://localhost:4601",
    }),
  )("answers %s at %s", (host, origin) => {
    expect(checkHost(host, { port, hostnames: HOSTNAMES })).toEqual({ ok: true, origin });
  });

  it.each([
    "rebind.example:4601",
    "rebind.example",
    "127.0.0.1.nip.io:4601",
    "localhost.rebind.example:4601",
    "192.168.1.5:4601",
  ])("refuses %s, a name it was not opened to, with 421", (host) => {
    expect(checkHost(host, { port, hostnames: HOSTNAMES })).toMatchObject({ ok: false, status: 421 });
  });

  it.each([undefined, "", "localhost:4601/x", "user@localhost:4601", "local host"])(
    "refuses %j, which is not a host, with 400",
    (host) => {
      expect(checkHost(host, { port, hostnames: HOSTNAMES })).toMatchObject({ ok: false, status: 400 });
    },
  );

  it("answers the host HOST opens it to, at that host", () => {
    expect(checkHost("192.168.1.5:4601", { port, hostnames: opened })).toEqual({
      ok: true,
      origin: "http://192.168.1.5:4601",
    });
  });
});

/**
 * A preview in miniature: the host guard in front of a listener that checks a write's Origin as
 * the functions do (`assertSameOrigin`), on a request built as the preview builds it.
 */
describe("a server behind guardHosts", () => {
  let server: Server;
  let port = 0;
  let restoreEnv: () => void;

  beforeAll(async () => {
    // SITE_URL is another preview's address, as for every end-to-end preview but the first.
    restoreEnv = useEnv({ APP_ENV: "test", SITE_URL: "http://localhost:4599" });
    server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
    server.on(
      "request",
      guardHosts(
        (req, res, url) => {
          try {
            assertSameOrigin(toWebRequest(req, url.origin));
            res.writeHead(200, { "Content-Type": "text/plain" }).end(url.origin);
          } catch {
            res.writeHead(403, { "Content-Type": "text/plain" }).end("cross-site");
          }
        },
        { port, hostnames: HOSTNAMES },
      ),
    );
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    restoreEnv();
  });

  /** A raw request with exactly these headers (`fetch` chooses its own Host). */
  const send = (method: string, headers: Record<string, string>) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const sent = request({
        host: "127.0.0.1",
        port,
        method,
        path: "/api/contact",
        headers,
        setHost: false,
      });
      sent.on("error", reject);
      sent.on("response", (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => {
          resolve({ status: response.statusCode ?? 0, body });
        });
      });
      sent.end();
    });

  const own = () => `localhost:${String(port)}`;

  it.each([
    { case: "a page of this preview", host: own, origin: () => `http://${own()}`, status: 200 },
    {
      case: "a page at 127.0.0.1",
      host: () => `127.0.0.1:${String(port)}`,
      origin: () => `http://127.0.0.1:${String(port)}`,
      status: 200,
    },
    { case: "a page at SITE_URL", host: own, origin: () => "http://localhost:4599", status: 200 },
    { case: "no Origin (a script)", host: own, origin: () => null, status: 200 },
    { case: "another site", host: own, origin: () => "https://evil.example", status: 403 },
    { case: "another local server", host: own, origin: () => "http://localhost:8080", status: 403 },
    {
      case: "a page whose name moved to 127.0.0.1 (DNS rebinding)",
      host: () => `rebind.example:${String(port)}`,
      origin: () => `http://rebind.example:${String(port)}`,
      status: 421,
    },
    {
      case: "a Host on another port, with that port's Origin",
      host: () => "localhost:8080",
      origin: () => "http://localhost:8080",
      status: 403,
    },
  ])("a write from $case: $status", async ({ host, origin, status }) => {
    const from = origin();
    const answer = await send("POST", { Host: host(), ...(from === null ? {} : { Origin: from }) });
    expect(answer.status).toBe(status);
  });

  it.each<{ case: string; headers: Record<string, string> }>([
    { case: "no Host", headers: {} },
    { case: "a Host that is not a host", headers: { Host: "user@localhost" } },
  ])("refuses a request with $case: 400", async ({ headers }) => {
    expect((await send("GET", headers)).status).toBe(400);
  });

  it("says why it refuses another name", async () => {
    const answer = await send("GET", { Host: "rebind.example" });
    expect(answer.status).toBe(421);
    expect(answer.body).toContain("set HOST");
  });
});

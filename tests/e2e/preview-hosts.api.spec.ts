/**
 * The preview answers its loopback names only (scripts/preview-hosts.ts): a page whose own name
 * moved to 127.0.0.1 after it loaded (DNS rebinding) gets a 421 before any function or file is
 * reached, and a write the preview takes is checked against its own address, not the Host sent.
 */
import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";

/** A raw request to the preview with exactly these headers (Playwright and `fetch` set Host themselves). */
function send(baseURL: string, method: string, path: string, headers: Record<string, string>, body = "") {
  const { port } = new URL(baseURL);
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const sent = httpRequest({ host: "127.0.0.1", port, method, path, headers, setHost: false });
    sent.on("error", reject);
    sent.on("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, text });
      });
    });
    sent.end(body);
  });
}

test("a name other than localhost gets a 421, for pages and the API alike", async ({ baseURL }) => {
  const url = baseURL ?? "";
  const { port } = new URL(url);
  for (const path of ["/", "/api/health", "/api/events"]) {
    const answer = await send(url, "GET", path, { Host: `rebind.example:${port}` });
    expect(answer.status, path).toBe(421);
    expect(answer.text, path).toContain("set HOST");
  }
  const write = await send(
    url,
    "POST",
    "/api/auth/login",
    {
      Host: `rebind.example:${port}`,
      Origin: `http://rebind.example:${port}`,
      "Content-Type": "application/json",
    },
    "{}",
  );
  expect(write.status).toBe(421);
});

test("the loopback names are answered", async ({ baseURL }) => {
  const url = baseURL ?? "";
  const { port } = new URL(url);
  for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]) {
    expect((await send(url, "GET", "/api/health", { Host: host })).status, host).toBe(200);
  }
});

test("a write with another port's Host and Origin is refused as cross-site", async ({ baseURL }) => {
  const url = baseURL ?? "";
  const answer = await send(
    url,
    "POST",
    "/api/contact",
    { Host: "localhost:8080", Origin: "http://localhost:8080", "Content-Type": "application/json" },
    "{}",
  );
  expect(answer.status).toBe(403);
  expect(JSON.parse(answer.text)).toMatchObject({ error: { code: "forbidden" } });
});

// The weight of each public page: loaded once in Chromium on Lighthouse's phone screen, nothing
// scrolled, until the network is idle; HTML and JavaScript bytes (gzip -9), requests, islands and
// copies of React DOM, e.g. `{ name: "/schedule", status: 200, islands: 3, jsFiles: 21, requests: 27, … }`;
// then loaded again in the same browser, for what a parent's visit costs the host, first and repeat.
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { screenEmulationMetrics, userAgents } from "lighthouse/core/config/constants.js";
import { findChromium } from "../chromium.ts";
import { CHROME_FLAGS } from "./config.ts";
import { log } from "./servers.mjs";
import { formatKb } from "./table.ts";

const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** Lighthouse's phone (Moto G Power: 412×823 at 1.75×, its user agent), for both browsers. */
const phone = {
  viewport: { width: screenEmulationMetrics.mobile.width, height: screenEmulationMetrics.mobile.height },
  deviceScaleFactor: screenEmulationMetrics.mobile.deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
  userAgent: userAgents.mobile,
};

/** What a response costs on the wire, compressed as Netlify sends text: gzip -9 of its body. */
async function bodyBytes(response) {
  try {
    return gzipSize(await response.body());
  } catch {
    return 0; // a redirect has no body
  }
}

/**
 * The page loaded again in the same browser, as a parent opening it a second time: the requests
 * that reached the server (not the browser's cache; a revalidation answered 304 counts, with no
 * body) and the bytes of what they sent, gzip -9, e.g. `{ requests: 6, bytes: 11000, apiRequests: 4 }`.
 */
async function repeatView(context, tab, origin, path) {
  const cdp = await context.newCDPSession(tab);
  await cdp.send("Network.enable");
  const fromMemory = new Set();
  const reached = new Map();
  cdp.on("Network.requestServedFromCache", ({ requestId }) => fromMemory.add(requestId));
  cdp.on("Network.responseReceived", ({ requestId, response }) => {
    if (!response.url.startsWith(`${origin}/`)) return;
    if (response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker) return;
    reached.set(requestId, response);
  });
  await tab.goto(`${origin}${path}`, { waitUntil: "networkidle" });
  let requests = 0;
  let bytes = 0;
  let apiRequests = 0;
  for (const [requestId, response] of reached) {
    if (fromMemory.has(requestId)) continue;
    requests += 1;
    if (new URL(response.url).pathname.startsWith("/api/")) apiRequests += 1;
    if (response.status === 304) continue;
    try {
      const { body, base64Encoded } = await cdp.send("Network.getResponseBody", { requestId });
      bytes += gzipSize(Buffer.from(body, base64Encoded ? "base64" : "utf8"));
    } catch {
      // no body (a redirect)
    }
  }
  await cdp.detach();
  return { requests, bytes, apiRequests };
}

/** Each page of `origin` once, nothing scrolled, until the network has been idle for half a second. */
export async function measurePages(origin, pages) {
  const browser = await chromium.launch({
    executablePath: findChromium(process.env, { fullBrowser: true }),
    args: [...CHROME_FLAGS],
  });
  const results = [];
  try {
    for (const page of pages) {
      const context = await browser.newContext(phone);
      const tab = await context.newPage();
      const requests = [];
      const scripts = [];
      const own = [];
      const onRequest = (request) => requests.push(request.url());
      const onResponse = (response) => {
        if (response.request().resourceType() === "script") scripts.push(response);
        if (response.url().startsWith(`${origin}/`)) own.push(response);
      };
      tab.on("request", onRequest);
      tab.on("response", onResponse);
      const document = await tab.goto(`${origin}${page.path}`, { waitUntil: "networkidle" });
      if (!document) throw new Error(`${page.path}: no response`);
      const html = await document.body();
      let jsGzip = 0;
      let reactDomCopies = 0;
      for (const response of scripts) {
        const body = await response.body();
        jsGzip += gzipSize(body);
        if (body.includes("hydrateRoot")) reactDomCopies += 1;
      }
      const web = requests.filter((url) => /^https?:/.test(url));
      const ownRequests = web.filter((url) => url.startsWith(`${origin}/`)).length;
      let firstBytes = 0;
      for (const response of own) firstBytes += await bodyBytes(response);
      const first = {
        requests: ownRequests,
        bytes: firstBytes,
        apiRequests: own.filter((response) => new URL(response.url()).pathname.startsWith("/api/")).length,
      };
      tab.off("request", onRequest);
      tab.off("response", onResponse);
      const repeat = await repeatView(context, tab, origin, page.path);
      results.push({
        name: page.name,
        ...(page.twin === undefined ? {} : { twin: page.twin }),
        status: document.status(),
        expectedStatus: page.status,
        htmlGzip: gzipSize(html),
        islands: html.toString("utf8").split("<astro-island").length - 1,
        jsGzip,
        jsFiles: scripts.length,
        requests: ownRequests,
        otherOrigins: web.length - ownRequests,
        reactDomCopies,
        visit: { first, repeat },
      });
      log(
        `${page.name}: ${String(ownRequests)} requests, ${formatKb(jsGzip)} KB JavaScript; ` +
          `again: ${String(repeat.requests)} requests, ${formatKb(repeat.bytes)} KB`,
      );
      await context.close();
    }
    return { results, chromiumVersion: browser.version() };
  } finally {
    await browser.close();
  }
}

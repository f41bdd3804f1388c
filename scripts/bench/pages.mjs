// The weight of each public page: loaded once in Chromium on Lighthouse's phone screen, nothing
// scrolled, until the network is idle; HTML and JavaScript bytes (gzip -9), requests, islands and
// copies of React DOM, e.g. `{ name: "/schedule", status: 200, islands: 3, jsFiles: 21, requests: 27, … }`.
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
      tab.on("request", (request) => requests.push(request.url()));
      tab.on("response", (response) => {
        if (response.request().resourceType() === "script") scripts.push(response);
      });
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
      const own = web.filter((url) => url.startsWith(`${origin}/`)).length;
      results.push({
        name: page.name,
        status: document.status(),
        expectedStatus: page.status,
        htmlGzip: gzipSize(html),
        islands: html.toString("utf8").split("<astro-island").length - 1,
        jsGzip,
        jsFiles: scripts.length,
        requests: own,
        otherOrigins: web.length - own,
        reactDomCopies,
      });
      log(`${page.name}: ${String(own)} requests, ${formatKb(jsGzip)} KB JavaScript`);
      await context.close();
    }
    return { results, chromiumVersion: browser.version() };
  } finally {
    await browser.close();
  }
}

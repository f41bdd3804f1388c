// `npm run bench:pages`: builds the site, serves it the way Netlify does (scripts/preview.mjs) and
// loads every public page once in Chromium on a phone-sized screen, then prints per page: HTML and
// JavaScript bytes (gzip, as the CDN sends them), the JavaScript files, the requests made until the
// network is idle, how many copies of React DOM arrived (must be at most 1), and the JavaScript once
// the page has been scrolled to the end (islands that wait to be seen load then). It fails when a
// page's first load is over the JavaScript budget.
import { spawn, spawnSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium, devices } from "@playwright/test";
import { waitForHealth } from "./wait-for-health.mjs";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const PORT = process.env.BENCH_PORT ?? "4631";
const origin = `http://localhost:${PORT}`;

/** Public pages and the built file each one is served from. */
const PAGES = [
  { path: "/", file: "index.html" },
  { path: "/schedule", file: "schedule/index.html" },
  { path: "/team-info", file: "team-info/index.html" },
  { path: "/roster", file: "roster/index.html" },
  { path: "/posts", file: "posts/index.html" },
  { path: "/contact", file: "contact/index.html" },
  { path: "/chat", file: "chat/index.html" },
  { path: "/admin-login", file: "admin-login/index.html" },
  { path: "/no-such-page (404)", url: "/no-such-page", file: "404.html" },
];

/** JavaScript a page may load on first load, gzip (docs/decisions/005 and 006). */
const JS_BUDGET_KB = 80;

const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

function run(command, args) {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

if (!process.argv.includes("--no-build")) run("npm", ["run", "build", "--silent"]);

const server = spawn(process.execPath, ["scripts/preview.mjs", "--fresh"], {
  cwd: repoRoot,
  env: {
    ...process.env,
    PORT,
    PREVIEW_STATE_DIR: ".netlify/bench-preview",
    APP_NOW: process.env.APP_NOW ?? "2025-09-15T12:00:00-05:00",
    APP_ENV: "development",
  },
  stdio: ["ignore", "ignore", "inherit"],
});

const rows = [];
try {
  await waitForHealth(`${origin}/api/health`, 120_000);
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
  const phone = { ...devices["Pixel 7"] };
  delete phone.defaultBrowserType;
  for (const page of PAGES) {
    const html = await readFile(join(repoRoot, "dist", page.file));
    const context = await browser.newContext(phone);
    const tab = await context.newPage();
    const requests = [];
    const scripts = [];
    tab.on("request", (request) => requests.push(request.url()));
    tab.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response);
    });
    await tab.goto(`${origin}${page.url ?? page.path}`, { waitUntil: "networkidle" });
    let jsBytes = 0;
    let reactDomCopies = 0;
    const firstLoad = scripts.length;
    const firstRequests = [...requests];
    for (const response of scripts) {
      const body = await response.body();
      jsBytes += gzipSize(body);
      if (body.includes("hydrateRoot")) reactDomCopies += 1;
    }
    // Down the page a screen at a time, so every `client:visible` island comes into view.
    await tab.evaluate(async () => {
      const view = globalThis; // the page's window
      for (let y = 0; y <= view.document.documentElement.scrollHeight; y += view.innerHeight / 2) {
        view.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    await tab.waitForLoadState("networkidle");
    let scrolledJsBytes = jsBytes;
    for (const response of scripts.slice(firstLoad)) scrolledJsBytes += gzipSize(await response.body());
    const sameOrigin = firstRequests.filter((url) => url.startsWith(origin)).length;
    rows.push({
      page: page.path,
      html: gzipSize(html),
      js: jsBytes,
      jsFiles: firstLoad,
      scrolledJs: scrolledJsBytes,
      requests: sameOrigin,
      thirdParty: firstRequests.length - sameOrigin,
      reactDomCopies,
    });
    await context.close();
  }
  await browser.close();
} finally {
  server.kill("SIGTERM");
}

const header = [
  "page",
  "HTML gzip KB",
  "JS gzip KB",
  "JS files",
  "requests",
  "3rd-party",
  "React DOM copies",
  "JS gzip KB scrolled",
];
const table = [
  header,
  ...rows.map((row) => [
    row.page,
    kb(row.html),
    kb(row.js),
    String(row.jsFiles),
    String(row.requests),
    String(row.thirdParty),
    String(row.reactDomCopies),
    kb(row.scrolledJs),
  ]),
];
const widths = header.map((_, column) => Math.max(...table.map((line) => line[column].length)));
const format = (line) =>
  `| ${line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(" | ")} |`;
console.log(
  `\nPublic pages on a Pixel 7 screen, first load without scrolling (${new Date().toISOString()})\n`,
);
console.log(format(table[0]));
console.log(
  `|${widths.map((width, column) => (column === 0 ? `:${"-".repeat(width + 1)}` : `${"-".repeat(width + 1)}:`)).join("|")}|`,
);
for (const line of table.slice(1)) console.log(format(line));

const problems = [
  ...rows
    .filter((row) => row.reactDomCopies > 1)
    .map((row) => `${row.page} loads React DOM ${String(row.reactDomCopies)} times`),
  ...rows
    .filter((row) => row.js > JS_BUDGET_KB * 1024)
    .map(
      (row) => `${row.page} loads ${kb(row.js)} KB of JavaScript, over the ${String(JS_BUDGET_KB)} KB budget`,
    ),
];
if (problems.length > 0) {
  console.error(`\n${problems.join("\n")}`);
  process.exitCode = 1;
}

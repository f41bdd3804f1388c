// The end-to-end run's previews, started side by side rather than one after another: the build is
// there (the webServer command builds first), and each preview copies what it needs, starts its
// store and bundles its functions, most of which is waiting. E2E_PREVIEWS lists them as JSON,
// `[{ "port": 4599, "env": { … } }, …]` (playwright.config.ts); once every one answers its health
// check this script answers `GET /` on E2E_READY_PORT, which Playwright waits for. It stops them
// all when stopped, and stops (failing) if any of them stops.
import { spawn } from "node:child_process";
import { createServer } from "node:http";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { waitForHealth } from "../../scripts/wait-for-health.mjs";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const previews = JSON.parse(process.env.E2E_PREVIEWS ?? "[]");
const readyPort = Number(process.env.E2E_READY_PORT);
if (previews.length === 0 || !readyPort) throw new Error("Set E2E_PREVIEWS and E2E_READY_PORT");

let stopping = false;
const children = previews.map(({ port, env }) => {
  const child = spawn(process.execPath, ["scripts/preview.mjs", "--fresh"], {
    cwd: repoRoot,
    // No build hook unless a project asks for one: the specs add and remove games and players all
    // the time, and each would start a build of the site beside the tests (rebuild.api.spec.ts
    // starts a preview of its own with the hook on).
    env: { ...process.env, PREVIEW_BUILD_HOOK: "off", ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  // Every sign-in writes a line of the security log (src/lib/server/security-log.ts): hundreds in a
  // run, which would bury the test report. Everything else the preview prints goes through.
  createInterface({ input: child.stdout }).on("line", (line) => {
    if (!line.startsWith('{"log":"security"')) console.log(line);
  });
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`The preview on port ${String(port)} stopped (${String(signal ?? code)})`);
    stop(1);
  });
  return child;
});

function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(children.map((child) => new Promise((resolve) => child.once("exit", resolve)))).then(() =>
    process.exit(code),
  );
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(0));

await Promise.all(
  previews.map(({ port }) => waitForHealth(`http://127.0.0.1:${String(port)}/api/health`, 120_000)),
);
createServer((_req, res) => {
  res.writeHead(200, { "Content-Type": "text/plain" }).end("ready");
}).listen(readyPort, "127.0.0.1");
console.log(`${String(previews.length)} previews ready`);

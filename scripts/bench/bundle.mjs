// Imports modules of this repository that the bench runs in its own process: bundled with esbuild
// first, as they import each other without file extensions, the way Vite reads them (packages
// included: a module imported from a `data:` address cannot find node_modules).
import { build } from "esbuild";
import { repoRoot } from "./servers.mjs";

/** `importBundled(['export { FLOOD } from "./tests/support/flood-messages";'])`: the exports. */
export async function importBundled(lines) {
  const bundle = await build({
    stdin: { contents: lines.join("\n"), resolveDir: repoRoot, loader: "ts" },
    bundle: true,
    format: "esm",
    platform: "node",
    write: false,
    logLevel: "silent",
  });
  const code = bundle.outputFiles[0]?.text ?? "";
  return import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`);
}

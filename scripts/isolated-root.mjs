import { cp, mkdir, rm, symlink } from "node:fs/promises";
import { join, resolve } from "node:path";

/**
 * A copy of the parts of the repository a local server needs, in `stateDir`, with `node_modules`
 * linked: a server run from it keeps its own `.netlify/` (its Blobs store above all) apart from
 * `npm start`'s. Copies, not links: the function bundlers cannot follow linked folders. `fresh`
 * empties the folder first, store included. Returns the copy's absolute path.
 */
export async function isolatedRoot(repoRoot, stateDir, names, { fresh = false } = {}) {
  const root = resolve(stateDir);
  if (fresh) await rm(root, { recursive: true, force: true });
  await mkdir(join(root, ".netlify"), { recursive: true });
  for (const name of names) {
    await rm(join(root, name), { recursive: true, force: true });
    await cp(join(repoRoot, name), join(root, name), { recursive: true });
  }
  await symlink(join(repoRoot, "node_modules"), join(root, "node_modules")).catch((error) => {
    if (error.code !== "EEXIST") throw error;
  });
  return root;
}

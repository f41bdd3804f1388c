import { execFile } from "node:child_process";
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closedPort } from "../tests/support/ports.ts";
import { writePrivateFile } from "./team-site.mjs";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));

let directory = "";
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), "team-site-"));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

/** Runs `node scripts/<script>.mjs ...args` as `npm run` does, with no coach login set. */
function run(script: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [`scripts/${script}.mjs`, ...args],
      {
        cwd: repoRoot,
        env: { ...process.env, COACH_EMAIL: "", COACH_PASSWORD: "", SITE_URL: "", ...env },
        timeout: 30_000,
      },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

const mode = async (path: string) => (await stat(path)).mode & 0o777;

describe("plain http to another machine", () => {
  it.each<{ case: string; script: string; args: string[]; env: Record<string, string> }>([
    { case: "backup --url", script: "backup", args: ["--url", "http://example.test"], env: {} },
    {
      case: "backup to SITE_URL",
      script: "backup",
      args: [],
      env: { SITE_URL: "http://hayslightning.org" },
    },
    {
      case: "backup to an address on the network",
      script: "backup",
      args: ["--url", "http://192.168.1.5:4321"],
      env: {},
    },
    {
      case: "restore --url, before the file is read",
      script: "restore",
      args: ["no-such-backup.json", "--url", "http://example.test"],
      env: {},
    },
  ])("is refused before any request: $case", async ({ script, args, env }) => {
    const out = join(directory, `${script}-refused.json`);
    const { code, stdout, stderr } = await run(
      script,
      [...args, ...(script === "backup" ? ["--out", out] : [])],
      {
        COACH_EMAIL: "coach@example.com",
        COACH_PASSWORD: "not-sent-anywhere",
        ...env,
      },
    );
    expect(code).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toMatch(/^Refusing http:\/\/[^:]+(:\d+)?: over plain http the coach's password/);
    expect(stderr).toContain("Use https://");
    expect(stderr).not.toContain("Could not reach");
    await expect(stat(out)).rejects.toThrow();
  });

  it("is not refused over https, nor over http to this machine", async () => {
    const overHttps = await run(
      "backup",
      ["--url", "https://example.test", "--out", join(directory, "a.json")],
      {
        COACH_EMAIL: "coach@example.com",
        COACH_PASSWORD: "x",
      },
    );
    expect(overHttps.code).toBe(1);
    expect(overHttps.stderr).toContain("Could not reach https://example.test");
    const local = `http://127.0.0.1:${String(await closedPort())}`;
    const toThisMachine = await run("backup", ["--url", local, "--out", join(directory, "b.json")]);
    expect(toThisMachine.code).toBe(1);
    expect(toThisMachine.stderr).toContain(`Could not reach ${local} (ECONNREFUSED)`);
  });
});

describe("writePrivateFile", () => {
  it("makes a missing folder for the owner only and the file readable by the owner only", async () => {
    const file = join(directory, "new", "nested", "team-backup-2025-09-15.json");
    expect(await writePrivateFile(file, "{}\n", "unused.json")).toBe(file);
    expect(await readFile(file, "utf8")).toBe("{}\n");
    expect(await mode(file)).toBe(0o600);
    expect(await mode(join(directory, "new"))).toBe(0o700);
    expect(await mode(join(directory, "new", "nested"))).toBe(0o700);
  });

  it("replaces a file others could read with one they cannot", async () => {
    const file = join(directory, "old-backup.json");
    await writeFile(file, "old");
    await chmod(file, 0o644);
    await writePrivateFile(file, "new", "unused.json");
    expect(await readFile(file, "utf8")).toBe("new");
    expect(await mode(file)).toBe(0o600);
  });

  it("writes into a folder it is given, under the backup's own name, and leaves the folder as it was", async () => {
    const folder = join(directory, "shared");
    await mkdir(folder);
    await chmod(folder, 0o755);
    const written = await writePrivateFile(folder, "{}", "team-backup-2025-09-15.json");
    expect(written).toBe(join(folder, "team-backup-2025-09-15.json"));
    expect(await mode(written)).toBe(0o600);
    expect(await mode(folder)).toBe(0o755);
    expect(await readdir(folder)).toEqual(["team-backup-2025-09-15.json"]);
  });

  it("says plainly when it cannot write, and leaves nothing behind", async () => {
    const notAFolder = join(directory, "notes.txt");
    await writeFile(notAFolder, "shopping list");
    await expect(writePrivateFile(join(notAFolder, "x.json"), "{}", "x.json")).rejects.toThrow(
      /^Could not save .*notes\.txt\/x\.json: /,
    );
    expect(await readFile(notAFolder, "utf8")).toBe("shopping list");
    expect((await readdir(directory)).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });
});

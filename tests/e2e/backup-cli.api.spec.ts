/**
 * `npm run backup` and `npm run restore` against the running site (the local runtime the preview
 * serves): a backup, then changes, then a dry run that changes nothing and a restore that puts
 * every record back; and the sentences they end with when something is wrong.
 *
 * The store is shared with the page tests: the restore puts back exactly what the backup saved a
 * moment before, so nothing another test relies on changes.
 */
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { BackupDocumentSchema, type BackupDocument } from "../../src/lib/schemas/backup";
import { DEV_COACH_EMAIL, DEV_COACH_PASSWORD } from "../../src/lib/server/local-defaults";
import { closedPort } from "../support/ports";

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `npm run <script> -- ...args` the way the coach would, with the local coach login. */
function npmRun(script: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      "npm",
      ["run", "--silent", script, "--", ...args],
      {
        env: { ...process.env, COACH_EMAIL: DEV_COACH_EMAIL, COACH_PASSWORD: DEV_COACH_PASSWORD, ...env },
        timeout: 90_000,
      },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

let directory = "";
test.beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), "team-backup-cli-"));
});
test.afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

async function signIn(request: APIRequestContext): Promise<string> {
  const login = await request.post("/api/auth/login", {
    data: { email: DEV_COACH_EMAIL, password: DEV_COACH_PASSWORD },
  });
  expect(login.status()).toBe(200);
  return (login.headers()["set-cookie"] ?? "").split(";")[0] ?? "";
}

async function storedBackup(request: APIRequestContext, cookie: string): Promise<BackupDocument> {
  const response = await request.get("/api/backup", { headers: { Cookie: cookie } });
  expect(response.status()).toBe(200);
  return BackupDocumentSchema.parse(await response.json());
}

test("npm run backup, then npm run restore -- FILE --yes puts every record back", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const url = baseURL ?? "";
  const file = join(directory, "season.json");

  const saved = await npmRun("backup", ["--url", url, "--out", file]);
  expect(saved.stderr).toBe("");
  expect(saved.code).toBe(0);
  expect(saved.stdout).toMatch(
    /^Saved .*season\.json \(\d+ KB\) from http:\/\/localhost:\d+: Events: \d+, Players: \d+/,
  );
  // Every parent's email and phone are in it: readable by the coach's account only.
  expect((await stat(file)).mode & 0o777).toBe(0o600);
  const backup = BackupDocumentSchema.parse(JSON.parse(await readFile(file, "utf8")));
  const cookie = await signIn(request);
  expect((await storedBackup(request, cookie)).data).toEqual(backup.data);

  try {
    // Changes after the backup: a player added, a published post retitled, a chat message.
    const player = await request.post("/api/players", {
      headers: { Cookie: cookie },
      data: { firstName: "Cli", lastName: "Test" },
    });
    expect(player.status()).toBe(201);
    const post = backup.data.posts.find((candidate) => candidate.status === "published");
    const retitle = await request.put(`/api/posts/${post?.id ?? ""}`, {
      headers: { Cookie: cookie },
      data: { title: "Retitled after the backup" },
    });
    expect(retitle.status()).toBe(200);
    const chat = await request.post("/api/messages", {
      headers: { Cookie: cookie },
      data: { content: "Carpool at 6", channel: "rides", authorId: "coach" },
    });
    expect(chat.status()).toBe(201);

    const dryRun = await npmRun("restore", [file, "--dry-run", "--url", url]);
    expect(dryRun.code).toBe(0);
    expect(dryRun.stdout).toMatch(/Players\s+0\s+0\s+1\s+\d+/);
    expect(dryRun.stdout).toMatch(/Posts\s+0\s+1\s+0\s+\d+/);
    expect(dryRun.stdout).toContain("Restoring it: 0 added, 1 changed, 2 removed.");
    expect(dryRun.stdout).toContain("Dry run: nothing was changed.");
    expect((await storedBackup(request, cookie)).data.players).toHaveLength(backup.data.players.length + 1);

    // Without a terminal to ask on, it refuses rather than guessing.
    const unasked = await npmRun("restore", [file, "--url", url]);
    expect(unasked.code).toBe(2);
    expect(unasked.stderr).toContain("pass --yes");

    const restored = await npmRun("restore", [file, "--yes", "--url", url]);
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(`Restored ${file} on ${url}: 0 added, 1 changed, 2 removed.`);
    expect((await storedBackup(request, cookie)).data).toEqual(backup.data);
    const published = (await (await request.get("/api/posts")).json()) as { title: string }[];
    expect(published.map((each) => each.title)).toContain(post?.title);

    const again = await npmRun("restore", [file, "--yes", "--url", url]);
    expect(again.stdout).toContain("The site already holds exactly this backup: nothing to do.");
  } finally {
    // Should the test fail half-way, the other tests still find the store as it was.
    if (!isDeepStrictEqual((await storedBackup(request, cookie)).data, backup.data)) {
      await request.post("/api/backup/restore", { headers: { Cookie: cookie }, data: backup });
    }
  }
});

test("the commands say plainly what is wrong", async ({ baseURL }) => {
  test.setTimeout(120_000);
  const url = baseURL ?? "";
  const nowhere = `http://127.0.0.1:${String(await closedPort())}`;
  const notJson = join(directory, "notes.json");
  await writeFile(notJson, "shopping list");
  const wrongVersion = join(directory, "old.json");
  await writeFile(wrongVersion, JSON.stringify({ format: "team-backup", version: 9 }));

  const cases = [
    {
      run: () => npmRun("backup", ["--url", nowhere, "--out", join(directory, "x.json")]),
      message: `Could not reach ${nowhere} (ECONNREFUSED). Is the site running?`,
    },
    {
      run: () =>
        npmRun("backup", ["--url", url, "--out", join(directory, "x.json")], {
          COACH_PASSWORD: "wrong-password",
        }),
      message: "refused the coach login: check COACH_EMAIL and COACH_PASSWORD",
    },
    {
      run: () => npmRun("restore", [join(directory, "missing.json"), "--url", url]),
      message: "No such file",
    },
    {
      run: () => npmRun("restore", [notJson, "--url", url]),
      message: "is not a team backup: it is not JSON",
    },
    {
      run: () => npmRun("restore", [wrongVersion, "--url", url]),
      message: "version: Only version 1 backups can be restored",
    },
  ];
  for (const { run, message } of cases) {
    const { code, stdout, stderr } = await run();
    expect(code, message).toBe(1);
    expect(stderr, message).toContain(message);
    expect(stderr, message).not.toMatch(/\n\s+at /);
    expect(stdout, message).toBe("");
  }
});

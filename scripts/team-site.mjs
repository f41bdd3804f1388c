// What `npm run backup` and `npm run restore` share: which site to talk to, the coach's sign-in,
// and calls to the API whose failures become one clear sentence instead of a stack trace. The
// hidden password prompt serves `npm run hash-password` too.
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { createInterface } from "node:readline/promises";
import { DEV_COACH_EMAIL, DEV_COACH_PASSWORD, isLocalOrigin } from "../src/lib/server/local-defaults.ts";

/** A failure to report as it is (no stack trace), with the exit code to end with. */
export class CliError extends Error {
  constructor(message, exitCode = 1) {
    super(message);
    this.exitCode = exitCode;
  }
}

/** Runs a command; a `CliError` (or anything else) ends the process with its message. */
export async function runCommand(command) {
  try {
    await command();
  } catch (error) {
    if (error instanceof CliError) {
      console.error(error.message);
      process.exit(error.exitCode);
    }
    console.error(error);
    process.exit(1);
  }
}

/**
 * The site's origin from `--url`, else `SITE_URL`, else the local default, e.g. `http://localhost:4321`.
 * Plain http only to this machine: anywhere else the coach's password and every parent's email and
 * phone would cross the network unencrypted, so `http://hayslightning.org` is refused before any
 * request.
 */
export function siteOrigin(url) {
  const given = url ?? process.env.SITE_URL ?? "http://localhost:4321";
  let parsed;
  try {
    parsed = new URL(given);
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") throw new Error("not http");
  } catch {
    throw new CliError(`Not a web address: ${given} (use e.g. --url http://localhost:4321)`, 2);
  }
  if (parsed.protocol === "http:" && !isLocalOrigin(parsed.origin)) {
    throw new CliError(
      `Refusing ${parsed.origin}: over plain http the coach's password and the team's data would cross ` +
        `the network unencrypted. Use https://${parsed.host}, or http:// for this machine only ` +
        "(localhost, 127.0.0.1, [::1]).",
      2,
    );
  }
  return parsed.origin;
}

/**
 * Writes `text` to `file` readable and writable by its owner only (0600), e.g. a backup, which
 * holds every parent's email and phone. A missing folder is made for the owner only (0700); an
 * existing file is replaced, never rewritten in place, so it is not readable by others even for a
 * moment. `file` naming a folder writes `fallbackName` inside it. Returns the path written.
 * @param {string} file
 * @param {string} text
 * @param {string} fallbackName
 * @returns {Promise<string>}
 */
export async function writePrivateFile(file, text, fallbackName) {
  const isFolder = await stat(file).then(
    (found) => found.isDirectory(),
    () => false,
  );
  const target = isFolder ? join(file, fallbackName) : file;
  const temporary = join(dirname(target), `.${basename(target)}.${String(process.pid)}.tmp`);
  try {
    await mkdir(dirname(target), { recursive: true, mode: 0o700 });
    await writeFile(temporary, text, { mode: 0o600, flag: "wx" });
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => undefined);
    throw new CliError(`Could not save ${target}: ${error.message}`);
  }
  return target;
}

/** Asks `question` on the terminal without echoing what is typed, e.g. a password. */
export async function askHidden(question) {
  const prompt = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
  // Hide what is typed: write the question once and swallow the echo of every key.
  prompt._writeToOutput = (text) => {
    if (text.includes(question)) process.stderr.write(text);
  };
  const answer = await prompt.question(question);
  process.stderr.write("\n");
  prompt.close();
  return answer;
}

/** Asks a yes/no question on the terminal; true only for "y" or "yes". */
export async function confirm(question) {
  const prompt = createInterface({ input: process.stdin, output: process.stderr });
  const answer = await prompt.question(`${question} [y/N] `);
  prompt.close();
  return /^y(es)?$/i.test(answer.trim());
}

/**
 * `fetch` that turns "nothing answers" into a sentence: the site is not running at that address.
 */
export async function request(origin, path, init = {}) {
  try {
    return await fetch(`${origin}${path}`, { ...init, signal: AbortSignal.timeout(120_000) });
  } catch (error) {
    const reason = error?.cause?.code ?? error?.cause?.message ?? error?.message ?? "no answer";
    throw new CliError(
      `Could not reach ${origin} (${reason}). Is the site running? Start it with npm start, or pass --url.`,
    );
  }
}

/** Validation issues one per line, each with its path, e.g. `"\n  data › players › 0 › name: Required"`; at most 20. */
export function formatIssues(issues) {
  const lines = issues.map(
    (issue) =>
      `\n  ${issue.path.length > 0 ? `${issue.path.map(String).join(" › ")}: ` : ""}${issue.message}`,
  );
  return `${lines.slice(0, 20).join("")}${lines.length > 20 ? `\n  and ${String(lines.length - 20)} more` : ""}`;
}

/** The API's error sentence from an answer, with its issues one per line. */
export async function describeFailure(response) {
  const text = await response.text();
  try {
    const { error } = JSON.parse(text);
    return `${error.message} (${String(response.status)} ${error.code})${formatIssues(error.issues ?? [])}`;
  } catch {
    return `${String(response.status)} ${response.statusText}`;
  }
}

/** Whether a 401 of the sign-in asks for the authenticator's code: its `issues` name `code`. */
async function asksForCode(response) {
  try {
    const { error } = await response.clone().json();
    return (error.issues ?? []).some((issue) => issue.path?.[0] === "code");
  } catch {
    return false;
  }
}

/**
 * Signs in as the coach with `COACH_EMAIL` and `COACH_PASSWORD` (the local login when unset and the
 * site is local; a hidden prompt for the password on a terminal), and the authenticator's code when
 * the site asks for one (`COACH_TOTP_CODE`, or a prompt on a terminal), and returns the `Cookie`
 * header. Never logs out: that would end the coach's session in every browser too.
 */
export async function signIn(origin) {
  const local = isLocalOrigin(origin);
  const email = process.env.COACH_EMAIL ?? (local ? DEV_COACH_EMAIL : undefined);
  let password = process.env.COACH_PASSWORD ?? (local ? DEV_COACH_PASSWORD : undefined);
  if (email === undefined)
    throw new CliError(`Set COACH_EMAIL (and COACH_PASSWORD) to sign in to ${origin}.`, 2);
  if (password === undefined) {
    if (!process.stdin.isTTY) throw new CliError(`Set COACH_PASSWORD to sign in to ${origin}.`, 2);
    password = await askHidden(`Coach password for ${origin}: `);
  }
  const logIn = (code) =>
    request(origin, "/api/auth/login", {
      method: "POST",
      // The API takes writes from the site's own origin only.
      headers: { "Content-Type": "application/json", Origin: origin },
      body: JSON.stringify(code === undefined ? { email, password } : { email, password, code }),
    });
  const code = process.env.COACH_TOTP_CODE;
  let response = await logIn(code);
  if (response.status === 401 && code === undefined && process.stdin.isTTY && (await asksForCode(response))) {
    const prompt = createInterface({ input: process.stdin, output: process.stderr });
    response = await logIn(
      (await prompt.question("6-digit code from the coach's authenticator app: ")).trim(),
    );
    prompt.close();
  }
  if (response.status === 401) {
    const check = (await asksForCode(response))
      ? "COACH_EMAIL, COACH_PASSWORD and the authenticator's code (COACH_TOTP_CODE)"
      : "COACH_EMAIL and COACH_PASSWORD";
    throw new CliError(`${origin} refused the coach login: check ${check}.`);
  }
  if (response.status === 429) {
    const seconds = Number(response.headers.get("Retry-After") ?? "0");
    throw new CliError(
      `Too many failed logins at ${origin}; try again in ${String(Math.ceil(seconds / 60))} minutes.`,
    );
  }
  if (!response.ok) throw new CliError(`Could not sign in to ${origin}: ${await describeFailure(response)}`);
  const cookie = response.headers.getSetCookie()[0]?.split(";")[0];
  if (!cookie) throw new CliError(`${origin} signed the coach in but sent no session cookie.`);
  return cookie;
}

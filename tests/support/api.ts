/**
 * Helpers for function tests: JSON requests from the site's own origin, the coach's session
 * cookie, and every function module with its `config`, found the way Netlify finds them.
 */
import type { Config } from "@netlify/functions";
import { beforeAll, beforeEach } from "vitest";
import type { FunctionHandler } from "../../src/lib/server/function-context";
import { DEV_COACH_EMAIL, DEV_COACH_PASSWORD } from "../../src/lib/server/local-defaults";
import { useSeededBlobsSite } from "./seeded-site";
import { call, TEST_ORIGIN } from "./call";

export interface FunctionModule {
  name: string;
  handler: FunctionHandler;
  config: Config;
}

const modules = import.meta.glob<{ default: FunctionHandler; config: Config }>(
  "../../netlify/functions/*.mts",
  {
    eager: true,
  },
);

const ALL_FUNCTIONS: FunctionModule[] = Object.entries(modules).map(([file, module]) => ({
  name: file.replace(/^.*\/(.+)\.mts$/, "$1"),
  handler: module.default,
  config: module.config,
}));

/**
 * Every function in netlify/functions that answers a path, e.g. `{ name: "events", config: { path:
 * "/api/events" } }`. Scheduled functions (`config.schedule`) have no path and are left out.
 */
export const FUNCTIONS: FunctionModule[] = ALL_FUNCTIONS.filter(
  (module) => module.config.schedule === undefined,
);

/** The function module named `name` (its file name without `.mts`). */
export function fn(name: string): FunctionHandler {
  const found = ALL_FUNCTIONS.find((module) => module.name === name);
  if (!found) throw new Error(`No function named ${name}`);
  return found.handler;
}

/** A JSON request from the site itself, e.g. `send("POST", { title: "Practice" }, cookie)`. */
export function send(
  method: "POST" | "PUT" | "DELETE",
  body?: unknown,
  cookie?: string,
  headers: Record<string, string> = {},
): RequestInit {
  return {
    method,
    headers: {
      Origin: TEST_ORIGIN,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      ...(cookie ? { Cookie: cookie } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
}

/** A GET with the coach's cookie. */
export const asCoach = (cookie: string): RequestInit => ({ headers: { Cookie: cookie } });

/** `"team_session=abc; Max-Age=…"` → `"team_session=abc"`, as a browser would send it back. */
export function cookieFrom(setCookie: string | null): string {
  if (!setCookie) throw new Error("No Set-Cookie header");
  return setCookie.split(";")[0] ?? "";
}

/** Signs in with the local coach login and returns the `Cookie` header value. */
export async function signInAsCoach(ip = "198.51.100.200"): Promise<string> {
  const { status, headers } = await call(
    fn("auth-login"),
    "/api/auth/login",
    send("POST", { email: DEV_COACH_EMAIL, password: DEV_COACH_PASSWORD }),
    { ip },
  );
  if (status !== 200) throw new Error(`Coach sign-in failed with ${String(status)}`);
  return cookieFrom(headers.get("Set-Cookie"));
}

/**
 * A freshly seeded store and a signed-in coach before every test of the file; call the returned
 * function for the cookie, e.g. `const coach = useCoachPerTest(); … send("POST", body, coach())`.
 */
export function useCoachPerTest(): () => string {
  let cookie = "";
  beforeEach(async () => {
    await useSeededBlobsSite();
    cookie = await signInAsCoach();
  });
  return () => cookie;
}

/** One signed-in coach for the whole file (the store is the file's own). */
export function useCoach(): () => string {
  let cookie = "";
  beforeAll(async () => {
    cookie = await signInAsCoach();
  });
  return () => cookie;
}

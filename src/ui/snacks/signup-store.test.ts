import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const SECRET = "Qm9v".repeat(11).slice(0, 43);
const TOKEN_A = `vol-a.${SECRET}`;
const TOKEN_B = `vol-b.${SECRET}`;
const KEY = "snackSignups";

let storage: Map<string, string>;

/** A localStorage that keeps what it is given, or throws on every call (blocked: some private modes). */
function stubStorage(blocked = false) {
  const refuse = () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  };
  vi.stubGlobal("localStorage", {
    getItem: blocked ? refuse : (key: string) => storage.get(key) ?? null,
    setItem: blocked ? refuse : (key: string, value: string) => storage.set(key, value),
  });
}

beforeEach(() => {
  vi.resetModules();
  storage = new Map();
  // In the browser: the tokens are never read while prerendering.
  vi.stubEnv("SSR", false);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

/** Both modules, fresh: the tokens as islands read them, and the changes the dialogs make. */
const load = async () => ({ ...(await import("./token-store")), ...(await import("./signup-store")) });
const stored = () => JSON.parse(storage.get(KEY) ?? "null") as unknown;

describe("$snackTokens", () => {
  it("reads what an earlier page kept, leaving out what is not a token", async () => {
    stubStorage();
    storage.set(KEY, JSON.stringify({ "game-1": TOKEN_A, "game-2": "garbage" }));
    const { $snackTokens } = await load();
    expect($snackTokens.get()).toEqual({ "game-1": TOKEN_A });
  });

  it("reads nothing while prerendering", async () => {
    vi.stubEnv("SSR", true);
    stubStorage();
    storage.set(KEY, JSON.stringify({ "game-1": TOKEN_A }));
    const { $snackTokens } = await load();
    expect($snackTokens.get()).toEqual({});
  });

  it.each([
    { name: "nothing kept", kept: undefined },
    { name: "unreadable JSON", kept: "{" },
    { name: "a list", kept: "[]" },
  ])("starts empty with $name", async ({ kept }) => {
    stubStorage();
    if (kept !== undefined) storage.set(KEY, kept);
    const { $snackTokens } = await load();
    expect($snackTokens.get()).toEqual({});
  });

  it("remembers a sign-up's token by game, next to the others, and forgets it by token", async () => {
    stubStorage();
    storage.set(KEY, JSON.stringify({ "game-1": TOKEN_A }));
    const { $snackTokens, forgetSnackToken, rememberSnackToken } = await load();
    rememberSnackToken("game-2", TOKEN_B);
    expect($snackTokens.get()).toEqual({ "game-1": TOKEN_A, "game-2": TOKEN_B });
    expect(stored()).toEqual({ "game-1": TOKEN_A, "game-2": TOKEN_B });
    forgetSnackToken(TOKEN_A);
    expect($snackTokens.get()).toEqual({ "game-2": TOKEN_B });
    expect(stored()).toEqual({ "game-2": TOKEN_B });
  });

  it("keeps what another tab added meanwhile", async () => {
    stubStorage();
    const { rememberSnackToken } = await load();
    storage.set(KEY, JSON.stringify({ "game-1": TOKEN_A }));
    rememberSnackToken("game-2", TOKEN_B);
    expect(stored()).toEqual({ "game-1": TOKEN_A, "game-2": TOKEN_B });
  });

  it("keeps the tokens for the page when storage is blocked", async () => {
    stubStorage(true);
    const { $snackTokens, forgetSnackToken, rememberSnackToken } = await load();
    expect($snackTokens.get()).toEqual({});
    rememberSnackToken("game-1", TOKEN_A);
    expect($snackTokens.get()).toEqual({ "game-1": TOKEN_A });
    forgetSnackToken(TOKEN_A);
    expect($snackTokens.get()).toEqual({});
  });

  it("keeps the tokens for the page when there is no storage at all", async () => {
    const { $snackTokens, rememberSnackToken } = await load();
    rememberSnackToken("game-1", TOKEN_A);
    expect($snackTokens.get()).toEqual({ "game-1": TOKEN_A });
  });
});

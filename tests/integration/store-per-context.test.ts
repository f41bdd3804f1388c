/**
 * Each Netlify deploy context has its data apart: production's store is `team`, and a deploy
 * preview or branch deploy reads and writes a store of its own, seeded from content/ like any
 * empty store, so a preview never sees a parent's email or phone (docs/decisions/017).
 */
import { getStore } from "@netlify/blobs";
import { describe, expect, it } from "vitest";
import { SEED_MARKER_KEY, STORE_NAME } from "../../src/lib/server/keys";
import { openTeamStore } from "../../src/lib/server/seed";
import { storeNameFor, teamStore } from "../../src/lib/server/store";
import { useFreshBlobsSite } from "../setup/each-file";
import { useEnv, withEnv } from "../support/env";

/** A complete production environment, as Netlify gives every deploy context. */
const PRODUCTION = {
  APP_ENV: "production",
  COACH_EMAIL: "coach@team.example.org",
  COACH_PASSWORD_HASH:
    "scrypt$17$8$1$f0qCXjYBBG9cByOKZCUmmw$QG52vnpS-wn21ks3a6LFp-nZXeyadCnRaPwZmxJTxNYjM6D_DeB9PgmTptKusUG-0R23sfjJTIDlJh7mIthTew",
  SITE_URL: "https://team.example.org",
  APP_NOW: undefined,
};

/** Netlify in `context` as the environment tells it (`CONTEXT`, as in a build or `netlify dev`). */
const onNetlify = (context: string) => ({ ...PRODUCTION, NETLIFY: "true", CONTEXT: context });

/** The record under `key` in the store called `name` of the current Blobs site, read around the site's code. */
const readIn = (name: string, key: string) =>
  getStore({ name, consistency: "strong" }).get(key, { type: "json" });

/**
 * Runs `task` as Netlify's runtime runs a function of a deploy in `context`: `CONTEXT` unset, the
 * documented `SITE_ID` and `SITE_NAME` set, and the request's `Context` as `Netlify.context`. Puts the global back
 * before the environment, which is then read again without it.
 */
async function inFunctionOf<T>(context: string, task: () => Promise<T>): Promise<T> {
  const before = Object.getOwnPropertyDescriptor(globalThis, "Netlify");
  Object.defineProperty(globalThis, "Netlify", {
    value: { context: { deploy: { context } } },
    configurable: true,
    writable: true,
  });
  let restoreEnv: (() => void) | undefined;
  try {
    restoreEnv = useEnv({
      ...PRODUCTION,
      SITE_ID: "site-1",
      SITE_NAME: "hays-lightning",
      CONTEXT: undefined,
    });
    return await task();
  } finally {
    if (before) Object.defineProperty(globalThis, "Netlify", before);
    else Reflect.deleteProperty(globalThis, "Netlify");
    restoreEnv?.();
  }
}

describe("storeNameFor", () => {
  it.each([
    { context: null, name: "team" },
    { context: "production", name: "team" },
    { context: "deploy-preview", name: "team-deploy-preview" },
    { context: "branch-deploy", name: "team-branch-deploy" },
    { context: "dev", name: "team-dev" },
    { context: "Deploy-Preview", name: "team-deploy-preview" },
    { context: "branch:feature/x", name: "team-branch-feature-x" },
    { context: "x".repeat(100), name: `team-${"x".repeat(48)}` },
  ])("$context → $name", ({ context, name }) => {
    expect(storeNameFor(context)).toBe(name);
  });

  it("keeps production's name, the one its data has always been under", () => {
    expect(STORE_NAME).toBe("team");
  });
});

describe("the store a deploy context opens", () => {
  it.each([
    { context: "deploy-preview", store: "team-deploy-preview" },
    { context: "branch-deploy", store: "team-branch-deploy" },
  ])("$context writes to $store and never to production's", async ({ context, store }) => {
    useFreshBlobsSite();
    await withEnv(onNetlify(context), () => teamStore().setJSON("meta/probe", { from: context }));
    expect(await readIn(store, "meta/probe")).toEqual({ from: context });
    expect(await readIn(STORE_NAME, "meta/probe")).toBeNull();
  });

  it("production writes to team", async () => {
    useFreshBlobsSite();
    await withEnv(onNetlify("production"), () => teamStore().setJSON("meta/probe", { from: "production" }));
    expect(await readIn(STORE_NAME, "meta/probe")).toEqual({ from: "production" });
    expect(await readIn("team-deploy-preview", "meta/probe")).toBeNull();
  });

  it("follows Netlify.context, the request's deploy context, at run time", async () => {
    useFreshBlobsSite();
    await inFunctionOf("deploy-preview", () => teamStore().setJSON("meta/probe", { from: "runtime" }));
    expect(await readIn("team-deploy-preview", "meta/probe")).toEqual({ from: "runtime" });
    expect(await readIn(STORE_NAME, "meta/probe")).toBeNull();
  });

  it("seeds a preview's empty store from content/ even after production's was opened", async () => {
    useFreshBlobsSite();
    await openTeamStore();
    expect(await readIn(STORE_NAME, SEED_MARKER_KEY)).not.toBeNull();
    expect(await readIn("team-deploy-preview", SEED_MARKER_KEY)).toBeNull();
    await withEnv(onNetlify("deploy-preview"), () => openTeamStore());
    expect(await readIn("team-deploy-preview", SEED_MARKER_KEY)).not.toBeNull();
    expect(await readIn("team-deploy-preview", "events/game-2025-09-20")).not.toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { failureOf } from "../kit/api";
import { cancelSignup, changeSignup, fetchSignup, fetchSnackNote } from "./api";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a volunteer's own sign-up", () => {
  const TOKEN = `vol-a.${"Qm9v".repeat(11).slice(0, 43)}`;
  const view = {
    signup: { id: "vol-a", name: "María García", email: "maria@example.com", phone: null, bringing: null },
    event: { id: "game-2025-09-20", title: "Game vs Buda Blaze" },
    snackNote: "Nut-free team",
    snackNoteEs: "Equipo sin nueces",
  };
  const calls: {
    url: string;
    method: string;
    token: string | null;
    body: BodyInit | null | undefined;
  }[] = [];
  const answerWith = (body: unknown, status = 200) => {
    calls.length = 0;
    vi.stubGlobal("fetch", (url: string, init?: RequestInit) => {
      const token = new Headers(init?.headers).get("X-Snack-Manage-Token");
      calls.push({ url, method: init?.method ?? "GET", token, body: init?.body });
      return Promise.resolve(
        status === 204 ? new Response(null, { status }) : new Response(JSON.stringify(body), { status }),
      );
    });
  };

  it("reads, changes and cancels by the token, in a header and never in the address", async () => {
    answerWith(view);
    await expect(fetchSignup(TOKEN)).resolves.toEqual(view);
    expect(calls).toEqual([{ url: "/api/snack-signup", method: "GET", token: TOKEN, body: null }]);
    answerWith(view);
    await changeSignup(TOKEN, { parentName: "María García", parentEmail: "maria@example.com" });
    expect(calls[0]).toMatchObject({ url: "/api/snack-signup", method: "PUT", token: TOKEN });
    expect(calls[0]?.body).toBe(
      JSON.stringify({ parentName: "María García", parentEmail: "maria@example.com" }),
    );
    answerWith(null, 204);
    await expect(cancelSignup(TOKEN)).resolves.toBeUndefined();
    expect(calls).toEqual([{ url: "/api/snack-signup", method: "DELETE", token: TOKEN, body: null }]);
  });

  it.each([
    { case: "an error body", body: { error: { code: "not_found", message: "Spent" } } },
    { case: "a sign-up without its game", body: { signup: view.signup, snackNote: null } },
    { case: "a list", body: [view] },
  ])("refuses $case", async ({ body }) => {
    answerWith(body);
    await expect(fetchSignup(TOKEN)).rejects.toThrow(/Expected a sign-up/);
  });

  it("says why a call failed, or null when no answer came", async () => {
    vi.stubGlobal("fetch", () =>
      Promise.resolve(
        new Response(JSON.stringify({ error: { code: "not_found", message: "Spent" } }), { status: 404 }),
      ),
    );
    const refused: unknown = await fetchSignup(TOKEN).catch((error: unknown) => error);
    expect(failureOf(refused)).toMatchObject({ status: 404, userMessage: "Spent" });
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    const offline: unknown = await fetchSignup(TOKEN).catch((error: unknown) => error);
    expect(failureOf(offline)).toBeNull();
  });

  it.each([
    {
      case: "a note and its Spanish version",
      body: { note: "Nut-free team", noteEs: "Equipo sin nueces" },
      note: { note: "Nut-free team", noteEs: "Equipo sin nueces" },
    },
    {
      case: "a note without one",
      body: { note: "Nut-free team", noteEs: null },
      note: { note: "Nut-free team", noteEs: null },
    },
    {
      case: "a note from before Spanish versions",
      body: { note: "Nut-free team" },
      note: { note: "Nut-free team", noteEs: null },
    },
    { case: "none", body: { note: null, noteEs: null }, note: null },
    { case: "an answer it cannot read, as none", body: "<html>", note: null },
  ])("reads the snack note: $case", async ({ body, note }) => {
    answerWith(body);
    await expect(fetchSnackNote()).resolves.toEqual(note);
  });
});

import type { Config } from "@netlify/functions";
import { SnackNoteInputSchema } from "../../src/lib/schemas/snacks";
import type { SnackNoteAnswer, SnackSettings } from "../../src/lib/schemas/snacks";
import { cachedJson, publicRead } from "../../src/lib/server/cache";
import { coachOnly, json, readJson, route } from "../../src/lib/server/http";
import { readSnackNote, saveSnackNote } from "../../src/lib/server/repositories/snack-note";

/** The answer: the note and its Spanish version, each null for none. */
const noteAnswer = (saved: SnackSettings | null): SnackNoteAnswer => ({
  note: saved?.note ?? null,
  noteEs: saved?.noteEs ?? null,
});

/**
 * The team's snack note and its Spanish version, shown in the sign-up dialog, on the manage page and in the game-eve
 * reminder. Public read, cached at the CDN until the coach changes it.
 */
export default route({
  GET: publicRead("/api/snack-note", {}, async () => {
    const saved = await readSnackNote();
    return cachedJson(noteAnswer(saved), { tags: ["snack-note"] });
  }),
  PUT: coachOnly(async (request) => {
    const saved = await saveSnackNote(await readJson(request, SnackNoteInputSchema));
    return json(noteAnswer(saved));
  }),
});

export const config: Config = { path: "/api/snack-note" };

import type { Config } from "@netlify/functions";
import { SnackNoteInputSchema } from "../../src/lib/schemas/snacks";
import { cachedJson, publicRead } from "../../src/lib/server/cache";
import { coachOnly, json, readJson, route } from "../../src/lib/server/http";
import { readSnackNote, saveSnackNote } from "../../src/lib/server/repositories/snack-note";

/**
 * The team's snack note, shown in the sign-up dialog, on the manage page and in the game-eve
 * reminder. Public read, cached at the CDN until the coach changes it.
 */
export default route({
  GET: publicRead("/api/snack-note", {}, async () => {
    const note = (await readSnackNote())?.note ?? null;
    return cachedJson({ note }, { tags: ["snack-note"] });
  }),
  PUT: coachOnly(async (request) => {
    const { note } = await readJson(request, SnackNoteInputSchema);
    const saved = await saveSnackNote(note);
    return json({ note: saved.note });
  }),
});

export const config: Config = { path: "/api/snack-note" };

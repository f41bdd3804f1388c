/**
 * Step 4 of the season flow, the league's games: pasted as CSV, read from an .ics file, or none
 * yet, and the check that builds the body's `games` (the server reads the schedule itself). Pure.
 */
import { GameImportSchema, type GameImport } from "../../../lib/schemas/seasons";
import type { CheckResult } from "./team-form";

/** Where the games come from: pasted CSV, an .ics file, or none yet. */
export const GAME_SOURCES = ["csv", "ics", "none"] as const;
/** One of GAME_SOURCES, e.g. `"csv"`. */
export type GameSource = (typeof GAME_SOURCES)[number];

/** Step 4: the league's schedule, pasted as CSV or read from an .ics file, or none yet. */
export interface GamesStepValues {
  source: GameSource;
  csv: string;
  /** The .ics file's text, read in the browser. */
  ics: string;
  /** e.g. `"spring-2026.ics"`; empty until a file is read. */
  icsFileName: string;
}

/** Step 4's inputs in screen order. */
export const GAMES_STEP_KEYS = ["source", "csv", "ics"] as const;

/** The header the league's CSV starts with, as the hint shows it. */
export const CSV_HEADER = "date,start,end,opponent,location";

/**
 * Checks step 4 and builds the body's `games`: the pasted CSV or the .ics file's text as it is
 * (the server reads it and names every bad line), or null for no games yet.
 */
export function checkGamesStep(values: GamesStepValues): CheckResult<GameImport | null> {
  if (values.source === "none") return { ok: true, input: null };
  const key = values.source;
  const text = values.source === "csv" ? values.csv : values.ics;
  if (text.trim() === "") {
    return {
      ok: false,
      errors: {
        [key]:
          key === "csv"
            ? "Paste the league's schedule, or choose No games yet"
            : "Choose the league's .ics file, or choose No games yet",
      },
    };
  }
  if (key === "csv" && text.split(/\r?\n/).filter((line) => line.trim() !== "").length < 2) {
    return { ok: false, errors: { csv: "Start with the header row, then one game per line" } };
  }
  const parsed = GameImportSchema.safeParse({ format: key, text });
  if (!parsed.success) {
    const [first] = parsed.error.issues;
    return { ok: false, errors: { [key]: first?.message ?? "This schedule cannot be read" } };
  }
  return { ok: true, input: parsed.data };
}

/**
 * Step 2 of the season flow, the roster: who of the current roster returns and who joins, each
 * new player's inputs named by the body's path (`"newPlayers.0.jerseyNumber"`), and the check that
 * builds the body's `returningPlayerIds` and `newPlayers`. Pure.
 */
import type { Position } from "../../../lib/constants";
import type { Player } from "../../../lib/schemas/players";
import {
  NewSeasonPlayerSchema,
  type NewSeasonPlayer,
  type StartSeasonInput,
} from "../../../lib/schemas/seasons";
import type { FieldErrors } from "../../kit/form/form-errors";
import { hasMessages, rowKey } from "../../kit/form/form-state";
import { parseJerseyNumber } from "../../roster/coach/player-form";
import { firstIssuePerPath, type CheckResult } from "./team-form";

/** A new player as typed, e.g. `{ firstName: "Ava", jerseyNumber: "12", position: "" … }`. */
export interface NewPlayerRow {
  /** Stays with the row while rows above it come and go. */
  key: string;
  firstName: string;
  lastName: string;
  /** As typed; empty means no number. */
  jerseyNumber: string;
  /** `""` means no position. */
  position: Position | "";
  parentId: string;
}

/** Step 2: who of the current roster returns (by id), and who joins. */
export interface RosterStepValues {
  returningIds: string[];
  newPlayers: NewPlayerRow[];
}

/** What the roster's check needs beyond its inputs: the current roster. */
export interface RosterContext {
  players: readonly Pick<Player, "id" | "firstName" | "lastName" | "jerseyNumber">[];
}

/** A new player's inputs, in screen order. */
export const NEW_PLAYER_FIELDS = ["firstName", "lastName", "jerseyNumber", "position", "parentId"] as const;

/** The key of a new player's input, e.g. `newPlayerKey(0, "jerseyNumber")` is `"newPlayers.0.jerseyNumber"`. */
export const newPlayerKey = (index: number, field: string): string => rowKey("newPlayers", index, field);

/** Step 2's inputs in screen order (a row's, then the roster's own message). */
export function rosterStepKeys(values: RosterStepValues): string[] {
  return [
    "returningIds",
    ...values.newPlayers.flatMap((_, index) => NEW_PLAYER_FIELDS.map((field) => newPlayerKey(index, field))),
    "newPlayers",
  ];
}

/** The most players the body may carry, returning and new alike. */
export const MAX_SEASON_PLAYERS = 40;

/** A player's name for a sentence: "Mia Ramirez (#7)". */
const playerName = (player: { firstName: string; lastName: string | null }) =>
  [player.firstName, player.lastName].filter(Boolean).join(" ");

/**
 * Checks step 2 and builds the body's `returningPlayerIds` (in roster order) and `newPlayers`.
 * Jersey numbers are 1-99 and unique across returning and new players (returning players keep
 * theirs); together they fit the roster size of step 1 when it is known.
 */
export function checkRosterStep(
  values: RosterStepValues,
  context: RosterContext,
  rosterCapacity: number | null,
): CheckResult<Pick<StartSeasonInput, "returningPlayerIds" | "newPlayers">> {
  const errors: FieldErrors<string> = {};
  const returning = context.players.filter((player) => values.returningIds.includes(player.id));
  const taken = new Map<number, string>();
  for (const player of returning) {
    if (player.jerseyNumber !== null) taken.set(player.jerseyNumber, playerName(player));
  }
  const newPlayers: NewSeasonPlayer[] = [];
  values.newPlayers.forEach((row, index) => {
    const at = (field: string) => newPlayerKey(index, field);
    const jerseyNumber = parseJerseyNumber(row.jerseyNumber);
    const parsed = NewSeasonPlayerSchema.safeParse({
      firstName: row.firstName,
      lastName: row.lastName.trim() === "" ? null : row.lastName,
      jerseyNumber,
      position: row.position === "" ? null : row.position,
      parentId: row.parentId.trim() === "" ? null : row.parentId,
    });
    if (!parsed.success) {
      for (const [field, message] of Object.entries(firstIssuePerPath(parsed.error.issues))) {
        errors[at(field)] ??= message;
      }
    } else {
      newPlayers.push(parsed.data);
    }
    if (jerseyNumber !== null && Number.isInteger(jerseyNumber)) {
      const holder = taken.get(jerseyNumber);
      if (holder !== undefined) {
        errors[at("jerseyNumber")] ??= `#${String(jerseyNumber)} is already ${holder}'s number`;
      } else {
        taken.set(
          jerseyNumber,
          playerName({ firstName: row.firstName.trim() || "a new player", lastName: null }),
        );
      }
    }
  });
  const total = returning.length + values.newPlayers.length;
  if (total > MAX_SEASON_PLAYERS) {
    errors.newPlayers = `A roster holds at most ${String(MAX_SEASON_PLAYERS)} players: ${String(total)} are listed`;
  } else if (rosterCapacity !== null && total > rosterCapacity) {
    errors.newPlayers = `The roster size is ${String(rosterCapacity)}, and ${String(total)} players are listed. Let fewer return, or raise the roster size in step 1.`;
  }
  if (hasMessages(errors)) return { ok: false, errors };
  return { ok: true, input: { returningPlayerIds: returning.map((player) => player.id), newPlayers } };
}

/** An empty new player's row, keyed `key` (new to the form, e.g. from a counter). */
export const newPlayerRow = (key: string): NewPlayerRow => ({
  key,
  firstName: "",
  lastName: "",
  jerseyNumber: "",
  position: "",
  parentId: "",
});

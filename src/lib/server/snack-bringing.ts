/**
 * The coach hides what a volunteer wrote they bring (docs/product-rules.md#snack-sign-ups): on a
 * game of the current season, and on a game of a past season, whose archive is otherwise never
 * changed. What everyone read on the schedule and in the archive may hold something that should
 * never have been public (a phone number, a payment handle, typed before the rule refused them), so
 * hiding removes the text from the record: nobody sees it again, the coach included.
 *
 * Each write goes through the team store, whose wrapper purges the CDN's copies that showed the
 * text (`events` and `users` for a parent record, `season` for an archive; cache-tags.ts) and
 * bumps the parents' snapshot, before the route answers.
 */
import { notFound, type Thing } from "../domain/errors";
import { SeasonIdSchema } from "../schemas/primitives";
import { SeasonArchiveSchema, type SeasonArchive } from "../schemas/seasons";
import { recordKey } from "./keys";
import { eventsRepository } from "./repositories/events";
import { readArchive, readCurrentSeasonId } from "./repositories/seasons";
import { usersRepository } from "./repositories/users";
import { openTeamStore } from "./seed";
import { upsertRecord } from "./store";

// `notFound` adds " not found": "Snack volunteer not found".
const NO_VOLUNTEER = "Snack volunteer" satisfies Thing;

/**
 * Hides what the volunteer of game `eventId` (current season) brings. Answers the parent record's
 * key, for the security log. 404 for an unknown event or a game without a volunteer; a volunteer
 * who wrote nothing, or whose text is already hidden, is left as they are.
 */
export async function hideLiveBringing(eventId: string): Promise<string> {
  const event = await eventsRepository.get(eventId);
  if (!event) throw notFound("Event");
  if (event.snackParentId === null) throw notFound(NO_VOLUNTEER);
  const volunteer = await usersRepository.get(event.snackParentId);
  if (!volunteer) throw notFound(NO_VOLUNTEER);
  // `updatedAt` says when the volunteer last changed their sign-up: the coach's hiding is not that.
  if (volunteer.bringing !== null) {
    await usersRepository.update(volunteer.id, (current) => ({ ...current, bringing: null }));
  }
  return recordKey("users", volunteer.id);
}

/**
 * Hides what the volunteer of game `eventId` of the past season `seasonId` brought, in that
 * season's archive. Answers the archive's key, for the security log. 404 for the current season
 * (its games are live: `hideLiveBringing`), a season never archived, or a game without a volunteer
 * there; text already hidden is left as it is.
 */
export async function hideArchivedBringing(seasonId: string, eventId: string): Promise<string> {
  if (!SeasonIdSchema.safeParse(seasonId).success) throw notFound("Season");
  const store = await openTeamStore();
  const [currentId, archive] = await Promise.all([readCurrentSeasonId(store), readArchive(seasonId, store)]);
  if (seasonId === currentId || !archive) throw notFound("Season");
  const volunteerOf = (of: SeasonArchive) => of.volunteers.find((volunteer) => volunteer.eventId === eventId);
  const key = recordKey("season-archives", seasonId);
  const volunteer = volunteerOf(archive);
  if (volunteer === undefined) throw notFound(NO_VOLUNTEER);
  if (volunteer.bringing === null) return key;
  // One guarded write of the archive, read again inside it: nothing else it holds changes.
  await upsertRecord(
    store,
    key,
    SeasonArchiveSchema,
    (current) => {
      if (!current || volunteerOf(current) === undefined) throw notFound(NO_VOLUNTEER);
      return {
        ...current,
        volunteers: current.volunteers.map((volunteer) =>
          volunteer.eventId === eventId ? { ...volunteer, bringing: null } : volunteer,
        ),
      };
    },
    "Season archive",
  );
  return key;
}

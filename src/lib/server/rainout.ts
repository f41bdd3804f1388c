/**
 * A rainout in one step (docs/product-rules.md#game-day-changes): cancel the day's events with one
 * note (and its Spanish version), post the field alert, and tell the GroupMe group. Each part is tried and reported on its
 * own, so the coach learns exactly what was done; nothing is rolled back, since every part that
 * succeeded is true and wanted. The GroupMe message goes out only once every event is cancelled,
 * so the group never reads "cancelled" about an event still on; asked again, the parts that failed
 * are done and the message is sent then.
 */
import { AppError } from "../domain/errors";
import type { RainoutInput } from "../schemas/game-day";
import type { RainoutResult } from "../schemas/game-day";
import { postAsBot } from "./groupme";
import { INTERNAL_ERROR_MESSAGE } from "./http";
import { errorText } from "./messages";
import { saveAlert } from "./repositories/alert";
import { updateEvent } from "./repositories/events";
import { readGroupMeSettings } from "./repositories/groupme";

type Failure = { ok: false; error: { code: AppError["code"]; message: string } };

/** The error as its own answer would have said it (in English, as the coach's pages are); an unexpected one says nothing of its text. */
function failure(error: unknown, part: string): Failure {
  if (error instanceof AppError)
    return { ok: false, error: { code: error.code, message: errorText(error, "en") } };
  console.error(`Rainout: ${part} failed:`, error);
  return { ok: false, error: { code: "internal", message: INTERNAL_ERROR_MESSAGE } };
}

export async function runRainout(input: RainoutInput): Promise<RainoutResult> {
  const events = await Promise.all(
    input.eventIds.map(async (id): Promise<RainoutResult["events"][number]> => {
      try {
        const event = await updateEvent(id, {
          status: "cancelled",
          statusNote: input.statusNote,
          statusNoteEs: input.statusNoteEs,
        });
        return { id, ok: true, event };
      } catch (error) {
        return { id, ...failure(error, `cancelling ${id}`) };
      }
    }),
  );

  let alert: RainoutResult["alert"] = null;
  if (input.alert !== null) {
    try {
      alert = { ok: true, alert: await saveAlert(input.alert) };
    } catch (error) {
      alert = failure(error, "posting the alert");
    }
  }

  let groupMe: RainoutResult["groupMe"] = null;
  if (input.groupMe !== null) {
    const left = events.filter((outcome) => !outcome.ok).length;
    groupMe =
      left > 0
        ? {
            ok: false,
            error: {
              code: "conflict",
              message: `Not sent: ${String(left)} ${left === 1 ? "event is" : "events are"} not cancelled yet. Try again to finish.`,
            },
          }
        : await sendToGroup(input.groupMe.text);
  }
  return { events, alert, groupMe };
}

async function sendToGroup(text: string): Promise<NonNullable<RainoutResult["groupMe"]>> {
  try {
    const { botId } = await readGroupMeSettings();
    if (botId === null) {
      return {
        ok: false,
        error: { code: "validation_failed", message: "Not sent: choose the team's bot under GroupMe first." },
      };
    }
    await postAsBot(botId, text);
    return { ok: true };
  } catch (error) {
    return failure(error, "sending to GroupMe");
  }
}

/**
 * The one-step rainout: pick a day, see its events, cancel them with one note, post the alert and,
 * if the team has a bot, tell the GroupMe group; each part reports on its own, and Try again asks
 * only for the parts that failed. Every text starts prefilled in English and Spanish; the message
 * goes out in the team's GroupMe languages, its length shown before sending.
 */
import { useStore } from "@nanostores/react";
import { useId, useState } from "react";
import { Button } from "../../kit/form/Button";
import { CheckboxField, FieldError, TextAreaField, TextField } from "../../kit/form/Field";
import StatusNoteField from "../../schedule/coach/StatusNoteField";
import Form from "../../kit/form/Form";
import { useForm } from "../../kit/form/use-form";
import { ApiRequestError, errorMessage } from "../../kit/api";
import { runRainout } from "./api";
import { nowMillis } from "../../../lib/clock";
import { GROUPME_MESSAGE_MAX, LIMITS, type GroupMeLanguages } from "../../../lib/constants";
import { composeMessage, halvesOf } from "../../../lib/domain/groupme-message";
import { statusBadge } from "../../../lib/domain/status-badge";
import { formatEventTime, formatDateKey, wallClock } from "../../../lib/domain/time";
import type { Event } from "../../../lib/schemas/events";
import type { FieldAlert } from "../../../lib/schemas/game-day";
import type { RainoutInput, RainoutResult } from "../../../lib/schemas/game-day";
import { RAINOUT_FORM_FIELDS, validateRainoutForm, type RainoutFormValues } from "./game-day-forms";
import {
  DEFAULT_RAINOUT_NOTE,
  DEFAULT_RAINOUT_NOTE_ES,
  dayLabel,
  eventsOnDay,
  eventsToCancel,
  rainoutAlertText,
  rainoutGroupMeTexts,
  retryRequest,
} from "./rainout";
import { $coachEvents, loadCoachEvents, putEvent } from "../../schedule/coach/store";
import { $groupMeReminders } from "../../groupme/coach/store";
import { showError, showToast } from "../../kit/toasts";
import { Card, Loaded } from "../../kit/coach/parts";
import LevelField from "./LevelField";
import { MessageLength, SendLanguagesField } from "../../groupme/coach/SendLanguages";

/** Today in Kyle, e.g. `"2025-09-15"`. */
const todayInKyle = () => formatDateKey(wallClock(nowMillis()));

/** The texts the rainout starts from for a day and notes, in both languages, which the coach may then edit. */
function draftTexts(
  day: string,
  notes: { en: string; es: string },
  events: readonly Event[],
  languages: GroupMeLanguages,
) {
  const message = rainoutGroupMeTexts(day, notes, eventsToCancel(events), window.location.origin, languages);
  return {
    alertMessage: rainoutAlertText(day, notes.en, "en"),
    alertMessageEs: rainoutAlertText(day, notes.es, "es"),
    groupMeText: message.en,
    groupMeTextEs: message.es,
    groupMeSend: languages,
  };
}

export default function RainoutCard({ onAlert }: { onAlert: (alert: FieldAlert) => void }) {
  const headingId = useId();
  const $events = useStore($coachEvents);
  const $reminders = useStore($groupMeReminders);
  const today = todayInKyle();
  const hasBot = $reminders.status === "ready" && $reminders.data.settings.botId !== null;
  const languages = $reminders.status === "ready" ? $reminders.data.settings.languages : "en";
  const [result, setResult] = useState<{ sent: RainoutInput; result: RainoutResult } | null>(null);

  const form = useForm<RainoutFormValues, RainoutInput>({
    initial: {
      day: today,
      eventIds: [],
      statusNote: DEFAULT_RAINOUT_NOTE,
      statusNoteEs: DEFAULT_RAINOUT_NOTE_ES,
      postAlert: true,
      alertLevel: "closed",
      sendGroupMe: false,
      ...draftTexts(today, { en: DEFAULT_RAINOUT_NOTE, es: DEFAULT_RAINOUT_NOTE_ES }, [], "en"),
    },
    check: (values) => validateRainoutForm(values, today),
    fields: RAINOUT_FORM_FIELDS,
  });
  const { values, set } = form;
  const dayEvents = $events.status === "ready" ? eventsOnDay($events.data, values.day) : [];

  // A new day (or the events or the team's languages arriving) starts again from that day's events and texts.
  const dayKey = `${values.day}|${$events.status}|${languages}`;
  const [shownDay, setShownDay] = useState("");
  if (dayKey !== shownDay) {
    setShownDay(dayKey);
    set(
      "eventIds",
      eventsToCancel(dayEvents).map((event) => event.id),
    );
    const texts = draftTexts(
      values.day,
      { en: values.statusNote, es: values.statusNoteEs },
      dayEvents,
      languages,
    );
    for (const field of ["alertMessage", "alertMessageEs", "groupMeText", "groupMeTextEs"] as const)
      set(field, texts[field]);
    set("groupMeSend", texts.groupMeSend);
    setResult(null);
  }

  const toggle = (id: string, on: boolean) => {
    set("eventIds", on ? [...values.eventIds, id] : values.eventIds.filter((other) => other !== id));
  };

  const run = async (input: RainoutInput) => {
    try {
      const outcome = await runRainout(input);
      for (const part of outcome.events) if (part.ok) putEvent(part.event);
      if (outcome.alert?.ok) onAlert(outcome.alert.alert);
      setResult({ sent: input, result: outcome });
      const failed = retryRequest(input, outcome) !== null;
      showToast(
        failed
          ? { title: "Rainout Not Finished", description: "Some parts failed: see below.", variant: "error" }
          : { title: "Rainout Done", description: "Everything you asked for is done.", variant: "success" },
      );
    } catch (error) {
      showError(
        form.fail(
          error,
          error instanceof ApiRequestError && error.status === 400
            ? errorMessage(error, "Please check the form.")
            : "Nothing was done: the rainout could not be sent. Please try again.",
        ),
      );
    }
  };

  const retry = result ? retryRequest(result.sent, result.result) : null;
  const message = composeMessage({ en: values.groupMeText, es: values.groupMeTextEs }, values.groupMeSend);
  const shownHalves = halvesOf(languages);

  return (
    <Card title="Rainout" headingId={headingId}>
      <p className="text-sm text-slate-600">
        Fields closed? Cancel every event of the day with one note, post the alert and tell the GroupMe group
        in one step.
      </p>
      <Form form={form} onSubmit={run} className="mt-3 space-y-3">
        <TextField label="Day" type="date" required {...form.bind("day")} />
        <fieldset aria-describedby={form.error("eventIds") ? `${form.fieldId("eventIds")}-error` : undefined}>
          <legend className="text-sm font-semibold text-slate-800">Events on {dayLabel(values.day)}</legend>
          <div id={form.fieldId("eventIds")} tabIndex={-1}>
            <Loaded state={$events} what="events" onRetry={() => void loadCoachEvents()}>
              {() =>
                dayEvents.length === 0 ? (
                  <p className="mt-1 text-sm text-slate-700">No events that day.</p>
                ) : (
                  <ul className="mt-1 space-y-1">
                    {dayEvents.map((event) => {
                      const badge = statusBadge(event);
                      return (
                        <li key={event.id}>
                          <CheckboxField
                            id={`${form.fieldId("eventIds")}-${event.id}`}
                            label={`${formatEventTime(event)} · ${event.title}${badge ? ` (already ${badge.toLowerCase()})` : ""}`}
                            checked={values.eventIds.includes(event.id)}
                            disabled={badge !== null}
                            onChange={(change) => {
                              toggle(event.id, change.target.checked);
                            }}
                          />
                        </li>
                      );
                    })}
                  </ul>
                )
              }
            </Loaded>
          </div>
          <FieldError id={form.fieldId("eventIds")} error={form.error("eventIds")} />
        </fieldset>
        <StatusNoteField
          label="Note on each cancelled event"
          hint="Parents see it with the Cancelled badge."
          {...form.bind("statusNote")}
        />
        <StatusNoteField
          label="Note in Spanish"
          optional
          hint="Shown on the Spanish pages; without it they show the English note."
          lang="es"
          {...form.bind("statusNoteEs")}
        />
        <CheckboxField label="Post the field alert on every page" {...form.bindCheckbox("postAlert")} />
        {values.postAlert ? (
          <div className="space-y-3 border-l-4 border-slate-200 pl-3">
            <TextAreaField
              label="Alert"
              rows={2}
              required
              maxLength={LIMITS.alertMessage}
              hint="The bar shows the level's word first, e.g. “Fields closed:”."
              {...form.bind("alertMessage")}
            />
            <TextAreaField
              label="Alert in Spanish"
              rows={2}
              optional
              lang="es"
              maxLength={LIMITS.alertMessage}
              {...form.bind("alertMessageEs")}
            />
            <LevelField
              id={form.fieldId("alertLevel")}
              value={values.alertLevel}
              onChange={(level) => {
                set("alertLevel", level);
              }}
            />
          </div>
        ) : null}
        <CheckboxField
          label="Send a message to the GroupMe group"
          hint={
            hasBot ? "Through the team's bot." : "Choose the team's bot under GroupMe (Overview tab) first."
          }
          disabled={!hasBot}
          {...form.bindCheckbox("sendGroupMe")}
        />
        {values.sendGroupMe && hasBot ? (
          <div className="space-y-3 border-l-4 border-slate-200 pl-3">
            {shownHalves.includes("en") ? (
              <TextAreaField
                label={languages === "both" ? "GroupMe message in English" : "GroupMe message"}
                rows={4}
                required={values.groupMeSend !== "es"}
                maxLength={GROUPME_MESSAGE_MAX}
                {...form.bind("groupMeText")}
              />
            ) : null}
            {shownHalves.includes("es") ? (
              <TextAreaField
                label="GroupMe message in Spanish"
                rows={4}
                lang="es"
                required={values.groupMeSend !== "en"}
                maxLength={GROUPME_MESSAGE_MAX}
                {...form.bind("groupMeTextEs")}
              />
            ) : null}
            {languages === "both" ? (
              <SendLanguagesField
                id={form.fieldId("groupMeSend")}
                value={values.groupMeSend}
                onChange={(send) => {
                  set("groupMeSend", send);
                }}
              />
            ) : null}
            <MessageLength fit={message} send={values.groupMeSend} />
          </div>
        ) : null}
        <Button type="submit" pending={form.pending === "submit"} pendingLabel="Working...">
          {values.eventIds.length > 0
            ? `Cancel ${String(values.eventIds.length)} ${values.eventIds.length === 1 ? "Event" : "Events"}`
            : "Run Rainout"}
        </Button>
      </Form>
      <div role="status" aria-live="polite" className="mt-4">
        {result ? (
          <RainoutReport result={result.result} events={$events.status === "ready" ? $events.data : []} />
        ) : null}
      </div>
      {retry ? (
        <Button
          tone="secondary"
          className="mt-2"
          pending={form.pending === "retry"}
          pendingLabel="Trying again..."
          onClick={() => void form.send(() => run(retry), "retry")}
        >
          Try Again for What Failed
        </Button>
      ) : null}
    </Card>
  );
}

function RainoutReport({ result, events }: { result: RainoutResult; events: readonly Event[] }) {
  const title = (id: string) => events.find((event) => event.id === id)?.title ?? id;
  const lines = [
    ...result.events.map((part) => ({
      key: part.id,
      what: `Cancel ${title(part.id)}`,
      ok: part.ok,
      message: part.ok ? "Cancelled" : part.error.message,
    })),
    ...(result.alert
      ? [
          {
            key: "alert",
            what: "Post the alert",
            ok: result.alert.ok,
            message: result.alert.ok ? "Posted" : result.alert.error.message,
          },
        ]
      : []),
    ...(result.groupMe
      ? [
          {
            key: "groupme",
            what: "Message the GroupMe group",
            ok: result.groupMe.ok,
            message: result.groupMe.ok ? "Sent" : result.groupMe.error.message,
          },
        ]
      : []),
  ];
  return (
    <ul aria-label="What the rainout did" className="space-y-1 text-sm">
      {lines.map((line) => (
        <li key={line.key} className={line.ok ? "text-green-900" : "font-medium text-red-700"}>
          <span aria-hidden="true">{line.ok ? "✓ " : "✗ "}</span>
          <span className="font-semibold">{line.ok ? "Done" : "Failed"}:</span> {line.what}: {line.message}
        </li>
      ))}
    </ul>
  );
}

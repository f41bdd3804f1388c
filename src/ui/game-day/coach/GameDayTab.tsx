/**
 * Game day: the field-status alert every page shows (post, replace, clear), and the one-step
 * rainout: pick a day, see its events, cancel them with one note, post the alert and, if the team
 * has a bot, tell the GroupMe group. Each part of a rainout reports on its own, and Try again asks
 * only for the parts that failed.
 */
import { useStore } from "@nanostores/react";
import { useId, useState } from "react";
import { Button } from "../../kit/form/Button";
import { CheckboxField, SelectField, TextAreaField, TextField } from "../../kit/form/Field";
import Form from "../../kit/form/Form";
import { useForm } from "../../kit/form/use-form";
import { ApiRequestError, errorMessage } from "../../kit/api";
import { clearFieldAlert, postFieldAlert, runRainout } from "./api";
import { nowMillis } from "../../../lib/clock";
import {
  ALERT_LEVEL_LABELS,
  ALERT_LEVELS,
  GROUPME_MESSAGE_MAX,
  LIMITS,
  type AlertLevel,
} from "../../../lib/constants";
import { formatDayAndStart, statusBadge } from "../../../lib/domain/event-status";
import { formatEventTime, formatDateKey, wallClock } from "../../../lib/domain/time";
import type { Event, FieldAlert } from "../../../lib/schemas/records";
import type { FieldAlertInput, RainoutInput } from "../../../lib/schemas/requests";
import type { RainoutResult } from "../../../lib/schemas/responses";
import {
  ALERT_FORM_FIELDS,
  NEW_ALERT_FORM,
  RAINOUT_FORM_FIELDS,
  validateAlertForm,
  validateRainoutForm,
  type AlertFormValues,
  type RainoutFormValues,
} from "./game-day-forms";
import {
  DEFAULT_RAINOUT_NOTE,
  dayLabel,
  eventsOnDay,
  eventsToCancel,
  rainoutAlertText,
  rainoutGroupMeText,
  retryRequest,
} from "./rainout";
import { $coachEvents, loadCoachEvents, putEvent } from "../../schedule/coach/store";
import { $fieldAlert, loadFieldAlert, showFieldAlert } from "./store";
import { $groupMeReminders } from "../../groupme/coach/store";
import type { Loadable } from "../../kit/load";
import { showError, showToast } from "../../kit/toasts";
import { Card, Loaded, PanelHeader } from "../../kit/coach/parts";

/** Today in Kyle, e.g. `"2025-09-15"`. */
const todayInKyle = () => formatDateKey(wallClock(nowMillis()));

/**
 * "Until Mon, Sep 15, 11:59 PM". Not the bar's `untilText` (view/field-alert.ts): sharing that module
 * with the dashboard would split it out of the alert's one script file, a second request and about
 * 0.14 KB more on every page.
 */
const untilText = (alert: FieldAlert) => `Until ${formatDayAndStart({ date: alert.endsAt, endDate: null })}`;

export default function GameDayTab() {
  const alert = useStore($fieldAlert);

  return (
    <div className="space-y-4">
      <PanelHeader title="Game Day" />
      <p className="text-sm text-slate-600">
        For the days plans change: the alert shows at the top of every page of the site, and cancelled events
        show as cancelled on the schedule and in parents&apos; calendars.
      </p>
      <FieldAlertCard alert={alert} onRetry={() => void loadFieldAlert()} onChange={showFieldAlert} />
      <RainoutCard onAlert={showFieldAlert} />
    </div>
  );
}

function FieldAlertCard({
  alert,
  onRetry,
  onChange,
}: {
  alert: Loadable<FieldAlert | null>;
  onRetry: () => void;
  onChange: (alert: FieldAlert | null) => void;
}) {
  const headingId = useId();
  const [clearing, setClearing] = useState(false);
  const form = useForm<AlertFormValues, FieldAlertInput>({
    initial: NEW_ALERT_FORM,
    check: (values) => validateAlertForm(values, nowMillis()),
    fields: ALERT_FORM_FIELDS,
  });

  const post = async (input: FieldAlertInput) => {
    try {
      const { alert: posted } = await postFieldAlert(input);
      onChange(posted);
      form.reset();
      showToast({
        title: "Alert Posted",
        description: "It shows at the top of every page.",
        variant: "success",
      });
    } catch (error) {
      showError(form.fail(error, errorMessage(error, "Failed to post the alert. Please try again.")));
    }
  };

  const clear = async () => {
    setClearing(true);
    try {
      await clearFieldAlert();
      onChange(null);
      showToast({
        title: "Alert Cleared",
        description: "No alert shows on the site now.",
        variant: "success",
      });
    } catch (error) {
      showError(errorMessage(error, "Failed to clear the alert. Please try again."));
    } finally {
      setClearing(false);
    }
  };

  return (
    <Card title="Field Alert" headingId={headingId}>
      <Loaded state={alert} what="the field alert" onRetry={onRetry}>
        {(current) =>
          current === null ? (
            <p className="text-slate-700">No alert is showing on the site.</p>
          ) : (
            <div className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
              <p className="text-sm font-bold text-navy-900">
                Showing now: {ALERT_LEVEL_LABELS[current.level]}
              </p>
              <p className="mt-1 break-words text-slate-800">{current.message}</p>
              <p className="mt-1 text-sm text-slate-600">{untilText(current)}</p>
              <Button
                tone="secondary"
                small
                className="mt-2"
                pending={clearing}
                pendingLabel="Clearing..."
                onClick={() => void clear()}
              >
                Clear Alert
              </Button>
            </div>
          )
        }
      </Loaded>
      <Form form={form} onSubmit={post} className="mt-4 space-y-3">
        <TextAreaField
          label={
            alert.status === "ready" && alert.data !== null ? "New alert (replaces this one)" : "New alert"
          }
          rows={2}
          required
          maxLength={LIMITS.alertMessage}
          hint={`${String(form.values.message.length)}/${String(LIMITS.alertMessage)} characters, e.g. "All fields closed today: rain".`}
          {...form.bind("message")}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <LevelField
            id={form.fieldId("level")}
            value={form.values.level}
            onChange={(level) => {
              form.set("level", level);
            }}
          />
          <SelectField
            id={form.fieldId("ends")}
            label="Shows until"
            value={form.values.ends}
            onChange={(event) => {
              form.set("ends", event.target.value === "at" ? "at" : "today");
            }}
          >
            <option value="today">The end of today</option>
            <option value="at">A day and time I choose</option>
          </SelectField>
        </div>
        {form.values.ends === "at" ? (
          <div className="grid grid-cols-2 gap-3">
            <TextField label="Ends on" type="date" required {...form.bind("endDate")} />
            <TextField label="At" type="time" required hint="Kyle time" {...form.bind("endTime")} />
          </div>
        ) : null}
        <Button type="submit" pending={form.pending !== null} pendingLabel="Posting...">
          Post Alert
        </Button>
      </Form>
    </Card>
  );
}

function LevelField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: AlertLevel;
  onChange: (level: AlertLevel) => void;
}) {
  return (
    <SelectField
      id={id}
      label="Level"
      value={value}
      onChange={(event) => {
        onChange(ALERT_LEVELS.find((level) => level === event.target.value) ?? "info");
      }}
    >
      {ALERT_LEVELS.map((level) => (
        <option key={level} value={level}>
          {ALERT_LEVEL_LABELS[level]}
        </option>
      ))}
    </SelectField>
  );
}

/** The texts the rainout starts from for a day and note, which the coach may then edit. */
function draftTexts(day: string, note: string, events: readonly Event[]) {
  return {
    alertMessage: rainoutAlertText(day, note),
    groupMeText: rainoutGroupMeText(day, note, eventsToCancel(events), window.location.origin),
  };
}

function RainoutCard({ onAlert }: { onAlert: (alert: FieldAlert) => void }) {
  const headingId = useId();
  const $events = useStore($coachEvents);
  const $reminders = useStore($groupMeReminders);
  const today = todayInKyle();
  const hasBot = $reminders.status === "ready" && $reminders.data.settings.botId !== null;
  const [result, setResult] = useState<{ sent: RainoutInput; result: RainoutResult } | null>(null);

  const form = useForm<RainoutFormValues, RainoutInput>({
    initial: {
      day: today,
      eventIds: [],
      statusNote: DEFAULT_RAINOUT_NOTE,
      postAlert: true,
      alertLevel: "closed",
      sendGroupMe: false,
      ...draftTexts(today, DEFAULT_RAINOUT_NOTE, []),
    },
    check: (values) => validateRainoutForm(values, today),
    fields: RAINOUT_FORM_FIELDS,
  });
  const { values, set } = form;
  const dayEvents = $events.status === "ready" ? eventsOnDay($events.data, values.day) : [];

  // A new day (or the events arriving) starts again from that day's events and texts.
  const dayKey = `${values.day}|${$events.status}`;
  const [shownDay, setShownDay] = useState("");
  if (dayKey !== shownDay) {
    setShownDay(dayKey);
    set(
      "eventIds",
      eventsToCancel(dayEvents).map((event) => event.id),
    );
    const texts = draftTexts(values.day, values.statusNote, dayEvents);
    set("alertMessage", texts.alertMessage);
    set("groupMeText", texts.groupMeText);
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
          {form.error("eventIds") ? (
            <p id={`${form.fieldId("eventIds")}-error`} className="mt-1 text-sm font-medium text-red-700">
              {form.error("eventIds")}
            </p>
          ) : null}
        </fieldset>
        <TextField
          label="Note on each cancelled event"
          maxLength={LIMITS.statusNote}
          hint="Parents see it with the Cancelled badge."
          {...form.bind("statusNote")}
        />
        <CheckboxField label="Post the field alert on every page" {...form.bindCheckbox("postAlert")} />
        {values.postAlert ? (
          <div className="space-y-3 border-l-4 border-slate-200 pl-3">
            <TextAreaField
              label="Alert"
              rows={2}
              required
              maxLength={LIMITS.alertMessage}
              {...form.bind("alertMessage")}
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
          <TextAreaField
            label="GroupMe message"
            rows={4}
            required
            maxLength={GROUPME_MESSAGE_MAX}
            hint={`${String(values.groupMeText.length)}/${String(GROUPME_MESSAGE_MAX)} characters`}
            className="border-l-4"
            {...form.bind("groupMeText")}
          />
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

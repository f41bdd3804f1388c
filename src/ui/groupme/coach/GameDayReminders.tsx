/**
 * Game-day reminders: whether the evening-before reminder goes out, which bot posts it (the same
 * team bot posts shared posts), the languages the team's messages go out in, the next reminder
 * exactly as families will read it with the time it goes out (Central Time), and the reminders
 * already sent.
 */
import { useStore } from "@nanostores/react";
import { useId, useState } from "react";
import { Button } from "../../kit/form/Button";
import { SelectField } from "../../kit/form/Field";
import { listTeamBots, type TeamBot } from "../../../lib/domain/groupme";
import { GROUPME_LANGUAGES } from "../../../lib/constants";
import { LANGUAGES_NAMES } from "../../../lib/domain/groupme-message";
import { teamBotLabel } from "./groupme-messenger";
import { formatDate, formatTime } from "../../../lib/domain/time";
import type { Event } from "../../../lib/schemas/events";
import type { GroupMeSettingsInput } from "../../../lib/schemas/groupme";
import type { GroupMeGroup, GroupMeReminders } from "../../../lib/schemas/groupme";
import { $coachEvents } from "../../schedule/coach/store";
import {
  $groupMeGroups,
  $groupMeReminders,
  loadGroupMeReminders,
  saveGroupMeSettings,
  showGroupMeFailure,
  type GroupMeLoad,
} from "./store";
import type { Loadable } from "../../kit/load";
import { showToast } from "../../kit/toasts";
import { Card } from "../../kit/coach/parts";

export default function GameDayReminders() {
  const $reminders = useStore($groupMeReminders);
  const $groups = useStore($groupMeGroups);
  const $events = useStore($coachEvents);
  const headingId = useId();

  let body;
  if ($reminders.status === "loading") {
    body = (
      <p aria-busy="true" className="py-4 text-slate-600">
        Loading reminder settings...
      </p>
    );
  } else if ($reminders.status === "error") {
    body = (
      <div role="alert" className="space-y-3">
        <p className="text-slate-700">{$reminders.message}</p>
        <Button tone="secondary" small onClick={() => void loadGroupMeReminders()}>
          Retry
        </Button>
      </div>
    );
  } else {
    body = <ReminderSettings reminders={$reminders.data} groups={$groups} events={$events} />;
  }

  return (
    <Card title="Game-Day Reminders" headingId={headingId}>
      {body}
    </Card>
  );
}

interface ReminderSettingsProps {
  reminders: GroupMeReminders;
  groups: GroupMeLoad<GroupMeGroup[]>;
  events: Loadable<Event[]>;
}

function ReminderSettings({ reminders, groups, events }: ReminderSettingsProps) {
  const id = useId();
  const [saving, setSaving] = useState<"enabled" | "bot" | "languages" | null>(null);
  const { settings, next, sent } = reminders;
  const enabled = settings.remindersEnabled;

  const bots = groups.status === "ready" ? listTeamBots(groups.data) : [];
  // The chosen bot stays listed while the groups load, or if its group went away.
  const chosenElsewhere =
    settings.botId !== null && !bots.some((bot) => bot.botId === settings.botId) ? settings.botId : null;

  const eventName = (eventId: string) =>
    (events.status === "ready" ? events.data.find((event) => event.id === eventId)?.title : undefined) ??
    eventId;

  async function save(input: GroupMeSettingsInput, what: "enabled" | "bot" | "languages", done: string) {
    setSaving(what);
    try {
      await saveGroupMeSettings(input);
      showToast({ title: "Settings Saved", description: done, variant: "success" });
    } catch (error) {
      showGroupMeFailure("save-reminders", error);
    } finally {
      setSaving(null);
    }
  }

  const chooseBot = (botId: string) => {
    if (botId === "") {
      void save({ botId: null, botName: null }, "bot", "No bot posts reminders or shared posts now.");
      return;
    }
    const bot: TeamBot | undefined = bots.find((candidate) => candidate.botId === botId);
    void save(
      { botId, botName: bot?.botName ?? settings.botName },
      "bot",
      `${bot?.botName ?? "The bot"} posts the reminders and shared posts.`,
    );
  };

  const botHint =
    groups.status === "loading"
      ? "Your GroupMe groups are loading..."
      : groups.status === "error"
        ? "The bots show once your GroupMe groups load in the messenger above."
        : bots.length === 0
          ? "No bots yet: create one for a group in the messenger above."
          : "It posts to its own group. Posts you publish can go out through it too.";

  return (
    <div className="space-y-5">
      <div className="flex items-start justify-between gap-4">
        <div>
          <p id={`${id}-switch-label`} className="font-semibold text-navy-900">
            Send game-day reminders
          </p>
          <p id={`${id}-switch-hint`} className="text-sm text-slate-600">
            From 6:00 PM the evening before each game, the bot posts the game&apos;s time, place and snack
            volunteer.
          </p>
          <p role="status" className="min-h-5 text-sm text-slate-700">
            {saving === "enabled" ? "Saving..." : ""}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={enabled}
          aria-labelledby={`${id}-switch-label`}
          aria-describedby={`${id}-switch-hint`}
          aria-busy={saving === "enabled" || undefined}
          disabled={saving !== null}
          onClick={() =>
            void save(
              { remindersEnabled: !enabled },
              "enabled",
              enabled ? "Game-day reminders are off." : "Game-day reminders are on.",
            )
          }
          className={`inline-flex h-11 w-20 shrink-0 items-center rounded-full p-1 ring-1 ring-inset disabled:cursor-not-allowed disabled:opacity-60 ${
            enabled ? "bg-navy-900 ring-navy-900" : "bg-slate-200 ring-slate-400"
          }`}
        >
          <span
            aria-hidden="true"
            className={`flex size-9 items-center justify-center rounded-full bg-white text-xs font-bold shadow ${
              enabled ? "translate-x-9 text-navy-900" : "text-slate-700"
            }`}
          >
            {enabled ? "On" : "Off"}
          </span>
        </button>
      </div>

      <SelectField
        id={`${id}-bot`}
        label="Bot for reminders and shared posts"
        value={settings.botId ?? ""}
        disabled={saving !== null}
        aria-busy={saving === "bot" || undefined}
        hint={saving === "bot" ? "Saving..." : botHint}
        onChange={(event) => {
          chooseBot(event.target.value);
        }}
      >
        <option value="">No bot chosen</option>
        {chosenElsewhere ? (
          <option value={chosenElsewhere}>{settings.botName ?? chosenElsewhere}</option>
        ) : null}
        {bots.map((bot) => (
          <option key={bot.botId} value={bot.botId}>
            {teamBotLabel(bot)}
          </option>
        ))}
      </SelectField>

      <SelectField
        id={`${id}-languages`}
        label="Languages of the team's messages"
        value={settings.languages}
        disabled={saving !== null}
        aria-busy={saving === "languages" || undefined}
        hint={
          saving === "languages"
            ? "Saving..."
            : "Reminders, the rainout's message and shared posts. With both, each goes out as one message, English first, Spanish after."
        }
        onChange={(event) => {
          const languages = GROUPME_LANGUAGES.find((value) => value === event.target.value) ?? "en";
          void save(
            { languages },
            "languages",
            `The team's messages go out in ${LANGUAGES_NAMES[languages]}.`,
          );
        }}
      >
        {GROUPME_LANGUAGES.map((languages) => (
          <option key={languages} value={languages}>
            {LANGUAGES_NAMES[languages]}
          </option>
        ))}
      </SelectField>

      <div>
        <h4 className="font-semibold text-navy-900">Next reminder</h4>
        {next ? (
          <div className="mt-1 space-y-2">
            <p className="text-sm text-slate-700">
              {eventName(next.eventId)}: goes out{" "}
              <time dateTime={next.sendAt}>
                {formatDate(next.sendAt)} at {formatTime(next.sendAt)}
              </time>{" "}
              Central Time
              {!enabled
                ? " if reminders are on. They are off, so it will not be sent."
                : settings.botId === null
                  ? " once a bot is chosen. None is, so it will not be sent."
                  : "."}
            </p>
            <p className="rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-wrap break-words text-slate-800 ring-1 ring-slate-200">
              {next.text}
            </p>
          </div>
        ) : (
          <p className="mt-1 text-sm text-slate-700">No game is left to remind families about.</p>
        )}
      </div>

      <div>
        <h4 className="font-semibold text-navy-900">Sent reminders</h4>
        {sent.length === 0 ? (
          <p className="mt-1 text-sm text-slate-700">None sent yet.</p>
        ) : (
          <ul className="mt-1 divide-y divide-slate-200 text-sm text-slate-700">
            {[...sent]
              .sort((a, b) => b.sentAt.localeCompare(a.sentAt))
              .map((item) => (
                <li key={item.eventId} className="py-1.5">
                  {eventName(item.eventId)}: sent{" "}
                  <time dateTime={item.sentAt}>
                    {formatDate(item.sentAt)} at {formatTime(item.sentAt)}
                  </time>
                </li>
              ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/**
 * The GroupMe messenger (docs/product-rules.md#groupme): choose one of the account's groups (listed
 * with their member counts, reloaded every 30 seconds while open), the bot that posts, or create
 * one; write up to 1000 characters (a warning above 800) and send. A team that writes in English
 * and Spanish gets a box for each, sent as one message, English first, with its length; when both
 * do not fit, the coach sends one language or shortens them. Nothing typed is lost when a send fails.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useId, useRef, useState, type SubmitEvent } from "react";
import { Button } from "../../kit/form/Button";
import { SelectField, TextAreaField } from "../../kit/form/Field";
import { useForm } from "../../kit/form/use-form";
import { createGroupMeBot, sendGroupMeMessage } from "./api";
import { botNameFor } from "../../../lib/domain/groupme";
import {
  characterCounter,
  GROUPME_GROUPS_POLL_MS,
  groupLabel,
  limitMessage,
  messageState,
  reconcilePicks,
  sendBlocker,
  type MessengerPicks,
} from "./groupme-messenger";
import { startPolling } from "./polling";
import { GROUPME_MESSAGE_MAX, type GroupMeLanguages } from "../../../lib/constants";
import { composeMessage } from "../../../lib/domain/groupme-message";
import { MessageLength, SendLanguagesField } from "./SendLanguages";
import type { GroupMeGroup } from "../../../lib/schemas/groupme";
import {
  $groupMeGroups,
  $groupMeReminders,
  addGroupMeBot,
  loadGroupMeGroups,
  showGroupMeFailure,
} from "./store";
import { showToast } from "../../kit/toasts";
import GroupMeTestButton from "./GroupMeTestButton";

export interface GroupMeMessengerProps {
  /** Whether the messenger has its own Test GroupMe button (the Posts tab has one in its header). */
  showTest?: boolean;
}

export default function GroupMeMessenger({ showTest = false }: GroupMeMessengerProps) {
  const $groups = useStore($groupMeGroups);
  const headingId = useId();

  // The list follows GroupMe while the messenger is on screen; closing the tab stops it.
  useEffect(() => startPolling(loadGroupMeGroups, GROUPME_GROUPS_POLL_MS), []);

  let body;
  if ($groups.status === "loading") {
    body = (
      <p aria-busy="true" className="py-4 text-slate-600">
        Loading GroupMe groups...
      </p>
    );
  } else if ($groups.status === "error") {
    body = (
      <div role="alert" className="space-y-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
        {$groups.notConfigured ? <p className="font-semibold text-navy-900">GroupMe is not set up</p> : null}
        <p className="text-slate-700">{$groups.message}</p>
        <Button tone="secondary" small onClick={() => void loadGroupMeGroups()}>
          Retry
        </Button>
      </div>
    );
  } else if ($groups.data.length === 0) {
    body = (
      <div className="space-y-1">
        <p className="font-semibold text-navy-900">No GroupMe groups found for this account</p>
        <p className="text-sm text-slate-700">
          Create the team&apos;s group in the GroupMe app; it shows here within half a minute.
        </p>
      </div>
    );
  } else {
    body = (
      <>
        {$groups.refreshProblem ? (
          <p className="mb-3 text-sm text-slate-700">
            {$groups.refreshProblem} The groups below are from the last check.
          </p>
        ) : null}
        <MessengerForm groups={$groups.data} />
      </>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-bold text-navy-900">
          GroupMe Messenger
        </h3>
        {showTest ? <GroupMeTestButton small /> : null}
      </div>
      <p className="mt-1 text-sm text-slate-700">
        Post a message to a GroupMe group through its bot: families see it in the GroupMe app.
      </p>
      <div className="mt-3">{body}</div>
    </section>
  );
}

function MessengerForm({ groups }: { groups: readonly GroupMeGroup[] }) {
  const id = useId();
  const fieldId = (name: "group" | "bot" | "message" | "messageEs" | "send" | "blocker") => `${id}-${name}`;
  // Sending and creating a bot are the form's two pending modes: one at a time.
  const form = useForm({ initial: { message: "", messageEs: "" }, fields: ["message", "messageEs"], id });
  const [chosen, setChosen] = useState<MessengerPicks>({ groupId: null, botId: null });
  const $reminders = useStore($groupMeReminders);
  const languages = $reminders.status === "ready" ? $reminders.data.settings.languages : "en";
  const bilingual = languages === "both";
  const [sendIn, setSendIn] = useState<GroupMeLanguages>("both");
  const composed = composeMessage(
    { en: form.values.message, es: form.values.messageEs },
    bilingual ? sendIn : "en",
  );
  const text = composed.text;
  const sending = form.pending === "send";
  const creating = form.pending === "create";
  // The Create Bot button goes once the bot exists: focus moves to the bot picker that replaces it.
  const focusBotPicker = useRef(false);

  // A reload keeps the coach's picks while their group and bot are still there.
  const picks = reconcilePicks(groups, chosen);
  const group = groups.find((candidate) => candidate.id === picks.groupId) ?? null;
  // One box counts as typed; two count as the one message they make.
  const state = messageState(bilingual ? text : form.values.message, picks.botId);
  const blocker = sendBlocker(picks, state);

  useEffect(() => {
    if (!focusBotPicker.current) return;
    const picker = document.getElementById(fieldId("bot"));
    // Disabled while the form is still pending: wait for the render that enables it.
    if (!picker || picker.matches(":disabled")) return;
    focusBotPicker.current = false;
    picker.focus();
  });

  const createBot = (target: GroupMeGroup) =>
    form.send(async () => {
      try {
        const { bot } = await createGroupMeBot({ groupId: target.id, botName: botNameFor(target.name) });
        addGroupMeBot(target.id, { bot_id: bot.bot_id, name: bot.name });
        setChosen({ groupId: target.id, botId: bot.bot_id });
        focusBotPicker.current = true;
        showToast({
          title: "Bot Created",
          description: `"${bot.name}" now posts your messages to ${target.name}.`,
          variant: "success",
        });
        void loadGroupMeGroups();
      } catch (error) {
        showGroupMeFailure("create-bot", error);
      }
    }, "create");

  const send = (botId: string) =>
    form.send(async () => {
      try {
        await sendGroupMeMessage({ message: text.trim(), botId });
        showToast({
          title: "Message Sent",
          description: `Your message is in ${group?.name ?? "the group"} on GroupMe.`,
          variant: "success",
        });
        form.reset();
        // Send is disabled once the box is empty: the box is where the next message starts.
        document.getElementById(fieldId("message"))?.focus();
      } catch (error) {
        showGroupMeFailure("send", error);
      }
    }, "send");

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!state.canSend || picks.botId === null) return;
    void send(picks.botId);
  };

  const busy = form.pending !== null;

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={fieldId("group")}
          label="Group"
          value={picks.groupId ?? ""}
          disabled={busy}
          onChange={(event) => {
            setChosen({ groupId: event.target.value || null, botId: null });
          }}
        >
          {picks.groupId === null ? <option value="">Choose a group</option> : null}
          {groups.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {groupLabel(candidate)}
            </option>
          ))}
        </SelectField>

        {group === null ? null : group.bots.length === 0 ? (
          <div>
            <p className="text-sm font-semibold text-slate-800">Bot</p>
            <p className="mt-1 text-sm text-slate-700">
              This group has no bot yet. A bot posts your messages; this one will be called &ldquo;
              {botNameFor(group.name)}&rdquo;.
            </p>
            <Button
              small
              className="mt-2"
              pending={creating}
              pendingLabel="Creating..."
              disabled={sending}
              onClick={() => void createBot(group)}
            >
              Create Bot
            </Button>
          </div>
        ) : (
          <SelectField
            id={fieldId("bot")}
            label="Bot"
            value={picks.botId ?? ""}
            disabled={busy}
            onChange={(event) => {
              setChosen({ groupId: group.id, botId: event.target.value });
            }}
          >
            {group.bots.map((bot) => (
              <option key={bot.bot_id} value={bot.bot_id}>
                {bot.name}
              </option>
            ))}
          </SelectField>
        )}
      </div>

      <div>
        <TextAreaField
          id={fieldId("message")}
          label={
            bilingual
              ? "Message in English"
              : languages === "es"
                ? "Message (the team reads Spanish)"
                : "Message"
          }
          rows={6}
          maxLength={GROUPME_MESSAGE_MAX}
          value={form.values.message}
          readOnly={sending}
          hint={`${characterCounter(messageState(form.values.message, picks.botId))} characters`}
          onChange={(event) => {
            form.set("message", limitMessage(event.target.value));
          }}
        />
        {bilingual ? (
          <div className="mt-3 space-y-3">
            <TextAreaField
              id={fieldId("messageEs")}
              label="Message in Spanish"
              lang="es"
              rows={6}
              maxLength={GROUPME_MESSAGE_MAX}
              value={form.values.messageEs}
              readOnly={sending}
              hint={`${characterCounter(messageState(form.values.messageEs, picks.botId))} characters`}
              onChange={(event) => {
                form.set("messageEs", limitMessage(event.target.value));
              }}
            />
            <SendLanguagesField id={fieldId("send")} value={sendIn} disabled={sending} onChange={setSendIn} />
            <MessageLength fit={composed} send={sendIn} />
          </div>
        ) : null}
        <p role="status" className="mt-1 min-h-5 text-sm font-semibold text-amber-900">
          {state.overWarn ? "Approaching character limit" : ""}
        </p>
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="submit"
          disabled={!state.canSend || creating}
          pending={sending}
          pendingLabel="Sending..."
        >
          Send Message
        </Button>
        {blocker ? (
          <p id={fieldId("blocker")} className="text-sm text-slate-600">
            {blocker}
          </p>
        ) : null}
      </div>
    </form>
  );
}

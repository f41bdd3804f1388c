/**
 * "Also send to GroupMe" in the post editor, for a post about to be published: offered once the
 * coach has chosen the team's bot (under Game-Day Reminders), with the exact message it will post
 * in the team's languages and its length. When English and Spanish do not fit whole together, it
 * says the summaries are shortened and offers one language instead. Without a bot it says where to
 * choose one.
 */
import { useStore } from "@nanostores/react";
import { composePostShareIn, type SharedPost } from "../../../lib/domain/post-share";
import { messageFit } from "../../../lib/domain/groupme-message";
import { $groupMeReminders } from "../../groupme/coach/store";
import { MessageLength, SendLanguagesField } from "../../groupme/coach/SendLanguages";
import { CheckboxField } from "../../kit/form/Field";
import { $shareSend } from "./post-save";

export interface PostShareOptionProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The post as the message will carry it, or null while the title or content is not valid yet. */
  message: SharedPost | null;
  /** A new post's link gets its id only when it is saved. */
  newPost: boolean;
  disabled: boolean;
}

const NOTE = "text-sm text-slate-600";

export default function PostShareOption({
  id,
  checked,
  onChange,
  message,
  newPost,
  disabled,
}: PostShareOptionProps) {
  const $reminders = useStore($groupMeReminders);
  const shareSend = useStore($shareSend);

  if ($reminders.status === "loading") {
    return (
      <p aria-busy="true" className={NOTE}>
        Checking the GroupMe settings...
      </p>
    );
  }
  if ($reminders.status === "error") {
    return (
      <p className={NOTE}>
        {$reminders.notConfigured
          ? "GroupMe is not set up on the server, so posts cannot be sent there."
          : "The GroupMe settings could not load, so this post cannot be sent to GroupMe from here."}
      </p>
    );
  }
  const { botId, botName, languages } = $reminders.data.settings;
  const send = languages === "both" ? shareSend : languages;
  const composed = message === null ? null : composePostShareIn(message, window.location.origin, send);
  if (botId === null) {
    return (
      <p className={NOTE}>
        To send published posts to GroupMe as well, choose the team&apos;s bot under Game-Day Reminders in the
        dashboard&apos;s Messages tab.
      </p>
    );
  }

  return (
    <div className="space-y-2 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
      <CheckboxField
        id={id}
        label="Also send to GroupMe"
        checked={checked}
        disabled={disabled}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
        hint={`When this post is published, ${botName ?? "the team's bot"} posts this message to its GroupMe group.`}
      />
      {checked && languages === "both" ? (
        <SendLanguagesField
          id={`${id}-languages`}
          value={shareSend}
          disabled={disabled}
          onChange={(value) => {
            $shareSend.set(value);
          }}
        />
      ) : null}
      {checked ? (
        composed === null ? (
          <p className={NOTE}>Fill in the title and content to see the message.</p>
        ) : (
          <figure>
            <figcaption className="text-sm font-semibold text-slate-800">Message preview</figcaption>
            <MessageLength fit={messageFit(composed.text)} send={send} />
            {composed.shortened ? (
              <p className={NOTE}>
                English and Spanish do not fit whole in one message, so the summaries are shortened. To keep
                them whole, send one language.
              </p>
            ) : null}
            <p className="mt-1 rounded-lg bg-white p-3 text-sm whitespace-pre-wrap break-words text-slate-800 ring-1 ring-slate-200">
              {composed.text}
            </p>
            {newPost ? (
              <p className={`mt-1 ${NOTE}`}>The link ends with the new post&apos;s id once it is saved.</p>
            ) : null}
          </figure>
        )
      ) : null}
    </div>
  );
}

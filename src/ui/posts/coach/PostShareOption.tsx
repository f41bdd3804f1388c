/**
 * "Also send to GroupMe" in the post editor, for a post about to be published: offered once the
 * coach has chosen the team's bot (under Game-Day Reminders), with the exact message it will post.
 * Without a bot it says where to choose one.
 */
import { useStore } from "@nanostores/react";
import { GROUPME_MESSAGE_MAX } from "../../../lib/constants";
import { $groupMeReminders } from "../../groupme/coach/store";
import { CheckboxField } from "../../kit/form/Field";

export interface PostShareOptionProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The message that will go out, or null while the title or content is not valid yet. */
  message: string | null;
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
  const { botId, botName } = $reminders.data.settings;
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
      {checked ? (
        message === null ? (
          <p className={NOTE}>Fill in the title and content to see the message.</p>
        ) : (
          <figure>
            <figcaption className="text-sm font-semibold text-slate-800">
              Message preview ({message.length} / {GROUPME_MESSAGE_MAX} characters)
            </figcaption>
            <p className="mt-1 rounded-lg bg-white p-3 text-sm whitespace-pre-wrap break-words text-slate-800 ring-1 ring-slate-200">
              {message}
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

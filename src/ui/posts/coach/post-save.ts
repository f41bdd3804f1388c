/**
 * What the post editor says once a post is saved, and the post's trip to GroupMe when the coach
 * ticked "Also send to GroupMe" for a post this save publishes (docs/product-rules.md#groupme), with
 * the preview of the message it will send.
 */
import { atom } from "nanostores";
import { sendGroupMeMessage } from "../../groupme/coach/api";
import type { GroupMeLanguages } from "../../../lib/constants";
import { composePostShareIn, type SharedPost } from "../../../lib/domain/post-share";
import { deriveExcerpt } from "../../../lib/domain/posts";
import type { Post } from "../../../lib/schemas/posts";
import type { PostInput } from "../../../lib/schemas/posts";
import { $groupMeReminders, groupMeFailure } from "../../groupme/coach/store";
import { showToast } from "../../kit/toasts";

/** The team's bot when the coach chose one (Game-Day Reminders), else null. */
export function teamBotId(): string | null {
  const reminders = $groupMeReminders.get();
  return reminders.status === "ready" ? reminders.data.settings.botId : null;
}

/** A new post has no id before it is saved; its preview's link shows this instead. */
const NEW_POST_ID = "new";

/**
 * The languages a shared post goes out in when the team writes in both: both (as one message), or
 * one of them, which the coach may choose when both do not fit whole.
 */
export const $shareSend = atom<GroupMeLanguages>("both");

/** The languages the next shared post goes out in: the team's, or the coach's pick when the team's are both. */
export function shareLanguages(): GroupMeLanguages {
  const reminders = $groupMeReminders.get();
  const team = reminders.status === "ready" ? reminders.data.settings.languages : "en";
  return team === "both" ? $shareSend.get() : team;
}

/** The post as the GroupMe message will carry it once saved (a new one's id is not known yet). */
export function sharePreview(postId: string | undefined, input: PostInput): SharedPost {
  const { title, content, excerpt, titleEs, contentEs } = input;
  return {
    id: postId ?? NEW_POST_ID,
    title,
    content,
    excerpt: deriveExcerpt(excerpt, content),
    titleEs,
    contentEs,
    excerptEs: contentEs === null ? null : deriveExcerpt(null, contentEs),
  };
}

/** Sends a just-published post to GroupMe in the team's languages; null when it went out, else the failure's toast. */
async function sharePost(post: Post, botId: string) {
  try {
    const { text } = composePostShareIn(post, window.location.origin, shareLanguages());
    await sendGroupMeMessage({ message: text, botId });
    return null;
  } catch (error) {
    return groupMeFailure("share-post", error);
  }
}

/**
 * Sends a published post to GroupMe through `botId` (after `onSharing`, for the buttons' "Sending
 * to GroupMe..."), then says how it went: Post Created or Post Updated, or GroupMe's failure.
 */
export async function announceSaved(
  saved: Post,
  editing: boolean,
  botId: string | null,
  onSharing: () => void,
): Promise<void> {
  const title = editing ? "Post Updated" : "Post Created";
  if (saved.status === "published" && botId !== null) {
    onSharing();
    const failed = await sharePost(saved, botId);
    showToast(
      failed
        ? { ...failed, variant: "error" }
        : { title, description: `"${saved.title}" is published and sent to GroupMe.`, variant: "success" },
    );
    return;
  }
  showToast({
    title,
    description:
      saved.status === "published"
        ? `"${saved.title}" is published.`
        : `"${saved.title}" is saved as a draft.`,
    variant: "success",
  });
}

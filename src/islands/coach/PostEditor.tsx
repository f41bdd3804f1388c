/**
 * Writes or edits a post (docs/product-rules.md#posts): title, content of 10 characters or more, an
 * optional excerpt, Draft or Published, the author, free and quick-add tags, and six templates for
 * a new post. Messages show as the coach types, once a field has been touched. An edit carries
 * the revision it started from, so a change made elsewhere meanwhile is never overwritten: the
 * editor says so and loads the latest version. A post about to be published can go to GroupMe
 * too, through the team's bot, with a preview of the message. Shows its own toasts, so any page can
 * use it: `<PostEditor post={post} onSaved={...} onCancel={...} />` (no `post` writes a new one).
 */
import { useId, useState, type SubmitEvent, type KeyboardEvent } from "react";
import { ApiRequestError, errorMessage } from "../../lib/browser/api-client";
import { createPost, fetchAllPosts, sendGroupMeMessage, updatePost } from "../../lib/browser/coach-api";
import { composePostShare } from "../../lib/domain/post-share";
import {
  addTag,
  DEFAULT_AUTHOR_ID,
  EXCERPT_HINT,
  newPostForm,
  postSubmitLabel,
  postToFormValues,
  QUICK_TAGS,
  removeTag,
  tagProblem,
  validatePostForm,
  type PostFormField,
  type PostFormValues,
  type PostStatus,
} from "../../lib/view/post-form";
import { POST_TEMPLATES, type PostTemplate } from "../../lib/view/post-templates";
import { deriveExcerpt } from "../../lib/domain/posts";
import type { Post } from "../../lib/schemas/records";
// Registers the one reaction to an ended session wherever the editor is used.
import "../../stores/session";
import { dropPost, putPost } from "../../stores/coach";
import { $groupMeReminders, groupMeFailure } from "../../stores/groupme";
import { showError, showToast } from "../../stores/toasts";
import PostShareOption from "./PostShareOption";
import { Button, describedBy, SelectField, TextAreaField, TextField } from "./ui";

export interface PostEditorProps {
  /** The post to edit; without one the editor writes a new post. */
  post?: Post;
  /** The author of a new post, e.g. the signed-in coach's id. */
  authorId?: string;
  onSaved: (post: Post) => void;
  onCancel: () => void;
}

const FIELD_ORDER: readonly PostFormField[] = ["title", "content", "excerpt", "status", "authorId", "tags"];

/** A new post has no id before it is saved; its preview's link shows this instead. */
const NEW_POST_ID = "new";

/** The team's bot when the coach chose one (Game-Day Reminders), else null. */
function teamBotId(): string | null {
  const reminders = $groupMeReminders.get();
  return reminders.status === "ready" ? reminders.data.settings.botId : null;
}

/** Sends a just-published post to GroupMe; null when it went out, else the failure's toast. */
async function sharePost(post: Post, botId: string) {
  try {
    await sendGroupMeMessage({ message: composePostShare(post, window.location.origin), botId });
    return null;
  } catch (error) {
    return groupMeFailure("share-post", error);
  }
}

const CHANGED_ELSEWHERE =
  "This post was changed somewhere else since you opened it. The latest version is loaded below; please make your changes again.";

export default function PostEditor({
  post,
  authorId = DEFAULT_AUTHOR_ID,
  onSaved,
  onCancel,
}: PostEditorProps) {
  const editing = post !== undefined;
  const idBase = useId();
  const fieldId = (field: PostFormField | "tag-input") => `${idBase}-${field}`;
  const [values, setValues] = useState<PostFormValues>(() =>
    post ? postToFormValues(post) : newPostForm(authorId),
  );
  const [revision, setRevision] = useState(post?.revision);
  const [touched, setTouched] = useState<Partial<Record<PostFormField, boolean>>>({});
  const [tagText, setTagText] = useState("");
  const [pending, setPending] = useState<"save" | "publish" | null>(null);
  const [sharing, setSharing] = useState(false);
  const [shareToGroupMe, setShareToGroupMe] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const canPublishNow = !editing || post.status === "draft";
  const result = validatePostForm(values);
  const errors = result.ok ? {} : result.errors;
  const errorFor = (field: PostFormField) => (touched[field] ? errors[field] : undefined);

  const set = <K extends PostFormField>(field: K, value: PostFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
  };
  const blur = (field: PostFormField) => () => {
    setTouched((current) => ({ ...current, [field]: true }));
  };

  const tagHint = tagProblem(values.tags, tagText);
  const commitTag = () => {
    if (tagText.trim() === "" || tagHint) return;
    set("tags", addTag(values.tags, tagText));
    setTagText("");
  };
  const onTagKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    // Enter adds the tag instead of submitting the whole post.
    event.preventDefault();
    commitTag();
  };

  const applyTemplate = (template: PostTemplate) => {
    setValues((current) => ({
      ...current,
      title: template.title,
      content: template.content,
      excerpt: template.excerpt,
      tags: [...template.tags],
    }));
    showToast({
      title: "Template Applied",
      description: `${template.name}: fill in the parts in [brackets] before you publish.`,
      variant: "success",
    });
  };

  /** The post changed elsewhere: show the stored version and the revision it is at. */
  async function reloadLatest(postId: string) {
    try {
      const latest = (await fetchAllPosts()).find((candidate) => candidate.id === postId);
      if (!latest) {
        dropPost(postId);
        setNotice("This post was deleted somewhere else. Cancel to go back to the list.");
        return;
      }
      // The list behind the editor shows the stored version too.
      putPost(latest);
      setValues(postToFormValues(latest));
      setRevision(latest.revision);
      setTouched({});
      setNotice(CHANGED_ELSEWHERE);
    } catch {
      setNotice(
        "This post was changed somewhere else. Close the editor and open it again to see the latest version.",
      );
    }
  }

  async function save(status: PostStatus, mode: "save" | "publish") {
    const next = { ...values, status };
    const checked = validatePostForm(next);
    if (!checked.ok) {
      setTouched(Object.fromEntries(FIELD_ORDER.map((field) => [field, true])));
      const first = FIELD_ORDER.find((field) => checked.errors[field] !== undefined);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    // The form keeps its own status until the server has the post: a failed Publish Now leaves a
    // draft a draft.
    setPending(mode);
    setNotice(null);
    // Only a post this save publishes goes to GroupMe: a draft, or an edit of a published post, does not.
    const shareBotId = canPublishNow && shareToGroupMe ? teamBotId() : null;
    try {
      const saved = editing
        ? await updatePost(post.id, checked.input, revision)
        : await createPost(checked.input);
      const title = editing ? "Post Updated" : "Post Created";
      if (saved.status === "published" && shareBotId !== null) {
        setSharing(true);
        const failed = await sharePost(saved, shareBotId);
        showToast(
          failed
            ? { ...failed, variant: "error" }
            : {
                title,
                description: `"${saved.title}" is published and sent to GroupMe.`,
                variant: "success",
              },
        );
      } else {
        showToast({
          title,
          description:
            saved.status === "published"
              ? `"${saved.title}" is published.`
              : `"${saved.title}" is saved as a draft.`,
          variant: "success",
        });
      }
      onSaved(saved);
    } catch (error) {
      if (editing && error instanceof ApiRequestError && error.status === 409) {
        showError("This post was changed somewhere else. The latest version is loaded.");
        await reloadLatest(post.id);
      } else {
        const fallback = editing
          ? "Failed to update post. Please try again."
          : "Failed to create post. Please try again.";
        showError(
          error instanceof ApiRequestError && error.status === 400 ? errorMessage(error, fallback) : fallback,
        );
      }
    } finally {
      setPending(null);
      setSharing(false);
    }
  }

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    void save(values.status, "save");
  };

  // The exact GroupMe message, as the post will be once saved (a new one's id is not known yet).
  const shareMessage =
    canPublishNow && shareToGroupMe && result.ok
      ? composePostShare(
          {
            id: post?.id ?? NEW_POST_ID,
            title: result.input.title,
            content: result.input.content,
            excerpt: deriveExcerpt(result.input.excerpt, result.input.content),
          },
          window.location.origin,
        )
      : null;

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {notice ? (
        <p role="alert" className="rounded-lg bg-bolt-100 p-3 text-sm font-medium text-navy-950">
          {notice}
        </p>
      ) : null}

      {editing ? null : (
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">Start from a template</legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {POST_TEMPLATES.map((template) => (
              <Button
                key={template.id}
                tone="secondary"
                small
                onClick={() => {
                  applyTemplate(template);
                }}
              >
                {template.name}
              </Button>
            ))}
          </div>
        </fieldset>
      )}

      <TextField
        id={fieldId("title")}
        label="Title"
        required
        autoComplete="off"
        maxLength={200}
        value={values.title}
        onChange={(event) => {
          set("title", event.target.value);
        }}
        onBlur={blur("title")}
        error={errorFor("title")}
      />
      <TextAreaField
        id={fieldId("content")}
        label="Content"
        required
        rows={8}
        maxLength={20000}
        hint="At least 10 characters. Links and line breaks show as typed."
        value={values.content}
        onChange={(event) => {
          set("content", event.target.value);
        }}
        onBlur={blur("content")}
        error={errorFor("content")}
      />
      <TextAreaField
        id={fieldId("excerpt")}
        label="Excerpt"
        rows={2}
        maxLength={500}
        hint={EXCERPT_HINT}
        value={values.excerpt}
        onChange={(event) => {
          set("excerpt", event.target.value);
        }}
        onBlur={blur("excerpt")}
        error={errorFor("excerpt")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={fieldId("status")}
          label="Status"
          value={values.status}
          onChange={(event) => {
            set("status", event.target.value === "published" ? "published" : "draft");
          }}
        >
          <option value="draft">Draft</option>
          <option value="published">Published</option>
        </SelectField>
        <TextField
          id={fieldId("authorId")}
          label="Author ID"
          required
          autoComplete="off"
          maxLength={100}
          value={values.authorId}
          onChange={(event) => {
            set("authorId", event.target.value);
          }}
          onBlur={blur("authorId")}
          error={errorFor("authorId")}
        />
      </div>

      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-800">Tags</legend>
        {values.tags.length > 0 ? (
          <ul aria-label="Tags on this post" className="flex flex-wrap gap-2">
            {values.tags.map((tag) => (
              <li key={tag}>
                <button
                  type="button"
                  aria-label={`Remove tag ${tag}`}
                  onClick={() => {
                    set("tags", removeTag(values.tags, tag));
                  }}
                  className="inline-flex min-h-11 items-center gap-1 rounded-full bg-navy-50 px-3 text-sm font-medium text-navy-900 ring-1 ring-navy-100 hover:bg-navy-100"
                >
                  {tag}
                  <span aria-hidden="true" className="text-base">
                    ×
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">No tags yet.</p>
        )}
        <div className="flex items-end gap-2">
          <div className="flex-1">
            <label htmlFor={fieldId("tag-input")} className="sr-only">
              New tag
            </label>
            <input
              id={fieldId("tag-input")}
              type="text"
              placeholder="Add a tag"
              autoComplete="off"
              value={tagText}
              onChange={(event) => {
                setTagText(event.target.value);
              }}
              onKeyDown={onTagKeyDown}
              aria-invalid={tagHint ? true : undefined}
              aria-describedby={describedBy(fieldId("tag-input"), null, tagHint ?? undefined)}
              className="block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base"
            />
          </div>
          <Button tone="secondary" onClick={commitTag} disabled={tagText.trim() === "" || tagHint !== null}>
            Add
          </Button>
        </div>
        {tagHint ? (
          <p id={`${fieldId("tag-input")}-error`} className="text-sm font-medium text-red-700">
            {tagHint}
          </p>
        ) : null}
        <div role="group" aria-label="Quick-add tags" className="flex flex-wrap gap-2">
          {QUICK_TAGS.map((tag) => {
            const on = values.tags.includes(tag);
            return (
              <button
                key={tag}
                type="button"
                aria-pressed={on}
                onClick={() => {
                  set("tags", on ? removeTag(values.tags, tag) : addTag(values.tags, tag));
                }}
                className={`min-h-11 rounded-full px-3 text-sm font-medium ring-1 ${
                  on
                    ? "bg-navy-900 text-white ring-navy-900"
                    : "bg-white text-navy-900 ring-slate-300 hover:bg-slate-50"
                }`}
              >
                <span aria-hidden="true">{on ? "✓ " : "+ "}</span>
                {tag}
              </button>
            );
          })}
        </div>
        {errorFor("tags") ? <p className="text-sm font-medium text-red-700">{errorFor("tags")}</p> : null}
      </fieldset>

      {canPublishNow ? (
        <PostShareOption
          id={`${idBase}-share`}
          checked={shareToGroupMe}
          onChange={setShareToGroupMe}
          message={shareMessage}
          newPost={!editing}
          disabled={pending !== null}
        />
      ) : null}

      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:flex-wrap sm:justify-end">
        <Button tone="secondary" onClick={onCancel} disabled={pending !== null}>
          Cancel
        </Button>
        {canPublishNow ? (
          <Button
            tone="bolt"
            onClick={() => void save("published", "publish")}
            disabled={pending !== null}
            pending={pending === "publish"}
            pendingLabel={sharing ? "Sending to GroupMe..." : "Publishing..."}
          >
            Publish Now
          </Button>
        ) : null}
        <Button
          type="submit"
          disabled={pending !== null}
          pending={pending === "save"}
          pendingLabel={sharing ? "Sending to GroupMe..." : "Saving..."}
        >
          {postSubmitLabel(editing, values.status)}
        </Button>
      </div>
    </form>
  );
}

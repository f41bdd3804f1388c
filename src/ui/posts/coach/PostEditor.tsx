/**
 * Writes or edits a post (docs/product-rules.md#posts): title, content of 10 characters or more, an
 * optional excerpt, an optional Spanish version (title and text, beside the English on a wide
 * screen, under it on a phone, with a hint while there is none), Draft or Published, the author, free and quick-add tags, and six templates for
 * a new post. Messages show as the coach types, once a field has been touched. An edit carries
 * the revision it started from, so a change made elsewhere meanwhile is never overwritten: the
 * editor says so and loads the latest version. A post about to be published can go to GroupMe
 * too, through the team's bot, with a preview of the message. Shows its own toasts, so any page can
 * use it: `<PostEditor post={post} onSaved={...} onCancel={...} />` (no `post` writes a new one).
 */
import { useId, useState } from "react";
import { ApiRequestError, errorMessage } from "../../kit/api";
import { createPost, fetchAllPosts, updatePost } from "./api";
import {
  DEFAULT_AUTHOR_ID,
  EXCERPT_HINT,
  newPostForm,
  postSubmitLabel,
  postToFormValues,
  spanishHint,
  validatePostForm,
} from "./post-form";
import { LIMITS } from "../../../lib/constants";
import type { Post } from "../../../lib/schemas/posts";
import type { PostInput } from "../../../lib/schemas/posts";
// Registers the one reaction to an ended session wherever the editor is used.
import "../../sign-in/coach/session";
import { dropPost, putPost } from "./store";
import { showError } from "../../kit/toasts";
import { Button } from "../../kit/form/Button";
import { SelectField, TextAreaField, TextField } from "../../kit/form/Field";
import { useForm } from "../../kit/form/use-form";
import { announceSaved, sharePreview, teamBotId } from "./post-save";
import PostShareOption from "./PostShareOption";
import PostTagsField from "./PostTagsField";
import PostTemplatePicker from "./PostTemplatePicker";
import Form from "../../kit/form/Form";

export interface PostEditorProps {
  /** The post to edit; without one the editor writes a new post. */
  post?: Post;
  /** The author of a new post, e.g. the signed-in coach's id. */
  authorId?: string;
  onSaved: (post: Post) => void;
  onCancel: () => void;
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
  const id = useId();
  const form = useForm({
    initial: post ? postToFormValues(post) : newPostForm(authorId),
    check: validatePostForm,
    id,
  });
  const { values, result } = form;
  const [revision, setRevision] = useState(post?.revision);
  const [sharing, setSharing] = useState(false);
  const [shareToGroupMe, setShareToGroupMe] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const canPublishNow = !editing || post.status === "draft";

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
      form.reset(postToFormValues(latest));
      setRevision(latest.revision);
      setNotice(CHANGED_ELSEWHERE);
    } catch {
      setNotice(
        "This post was changed somewhere else. Close the editor and open it again to see the latest version.",
      );
    }
  }

  // The form keeps its own status until the server has the post: a failed Publish Now leaves a
  // draft a draft.
  const send = async (input: PostInput) => {
    setNotice(null);
    // Only a post this save publishes goes to GroupMe: a draft, or an edit of a published post, does not.
    const shareBotId = canPublishNow && shareToGroupMe ? teamBotId() : null;
    try {
      const saved = editing ? await updatePost(post.id, input, revision) : await createPost(input);
      await announceSaved(saved, editing, shareBotId, () => {
        setSharing(true);
      });
      onSaved(saved);
    } catch (error) {
      if (editing && error instanceof ApiRequestError && error.status === 409) {
        showError("This post was changed somewhere else. The latest version is loaded.");
        await reloadLatest(post.id);
        return;
      }
      const fallback = editing
        ? "Failed to update post. Please try again."
        : "Failed to create post. Please try again.";
      const shown =
        error instanceof ApiRequestError && error.status === 400 ? errorMessage(error, fallback) : fallback;
      showError(form.fail(error, shown));
    } finally {
      setSharing(false);
    }
  };

  const noSpanish = spanishHint(values);
  const shareMessage =
    canPublishNow && shareToGroupMe && result?.ok ? sharePreview(post?.id, result.input) : null;

  return (
    <Form form={form} onSubmit={send} autoComplete="off" className="space-y-4">
      {notice ? (
        <p role="alert" className="rounded-lg bg-bolt-100 p-3 text-sm font-medium text-navy-950">
          {notice}
        </p>
      ) : null}

      {editing ? null : (
        <PostTemplatePicker
          onPick={(template) => {
            const { title, content, excerpt, tags } = template;
            form.reset({ ...values, title, content, excerpt, tags: [...tags] });
          }}
        />
      )}

      <div className="grid gap-4 md:grid-cols-2">
        <fieldset className="min-w-0 space-y-4">
          <legend className="mb-2 font-bold text-navy-900">English</legend>
          <TextField label="Title" required maxLength={LIMITS.title} {...form.bind("title")} />
          <TextAreaField
            label="Content"
            required
            rows={8}
            maxLength={LIMITS.postContent}
            hint="At least 10 characters. Links and line breaks show as typed."
            {...form.bind("content")}
          />
          <TextAreaField
            label="Excerpt"
            rows={2}
            maxLength={LIMITS.excerpt}
            hint={EXCERPT_HINT}
            {...form.bind("excerpt")}
          />
        </fieldset>
        <fieldset className="min-w-0 space-y-4" aria-describedby={noSpanish ? `${id}-no-spanish` : undefined}>
          <legend className="mb-2 font-bold text-navy-900">
            Spanish <span className="font-normal text-slate-600">(optional)</span>
          </legend>
          {noSpanish ? (
            <p id={`${id}-no-spanish`} className="rounded-lg bg-slate-100 p-3 text-sm text-slate-800">
              {noSpanish}
            </p>
          ) : null}
          <TextField label="Spanish title" lang="es" maxLength={LIMITS.title} {...form.bind("titleEs")} />
          <TextAreaField
            label="Spanish text"
            lang="es"
            rows={8}
            maxLength={LIMITS.postContent}
            hint="Its first 150 characters are its excerpt."
            {...form.bind("contentEs")}
          />
        </fieldset>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={form.fieldId("status")}
          label="Status"
          value={values.status}
          onChange={(event) => {
            form.set("status", event.target.value === "published" ? "published" : "draft");
          }}
        >
          <option value="draft">Draft</option>
          <option value="published">Published</option>
        </SelectField>
        <TextField label="Author ID" required maxLength={LIMITS.name} {...form.bind("authorId")} />
      </div>

      <PostTagsField
        id={form.fieldId("tags")}
        tags={values.tags}
        onChange={(tags) => {
          form.set("tags", tags);
        }}
        error={form.error("tags")}
      />

      {canPublishNow ? (
        <PostShareOption
          id={`${id}-share`}
          checked={shareToGroupMe}
          onChange={setShareToGroupMe}
          message={shareMessage}
          newPost={!editing}
          disabled={form.pending !== null}
        />
      ) : null}

      {/* At the start of the row: on a wide editor the end lies under the toasts. */}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:flex-wrap">
        <Button tone="secondary" onClick={onCancel} disabled={form.pending !== null}>
          Cancel
        </Button>
        {canPublishNow ? (
          <Button
            tone="bolt"
            onClick={() =>
              void form.submit(send, { values: { ...values, status: "published" }, mode: "publish" })
            }
            disabled={form.pending !== null}
            pending={form.pending === "publish"}
            pendingLabel={sharing ? "Sending to GroupMe..." : "Publishing..."}
          >
            Publish Now
          </Button>
        ) : null}
        <Button
          type="submit"
          disabled={form.pending !== null}
          pending={form.pending === "submit"}
          pendingLabel={sharing ? "Sending to GroupMe..." : "Saving..."}
        >
          {postSubmitLabel(editing, values.status)}
        </Button>
      </div>
    </Form>
  );
}

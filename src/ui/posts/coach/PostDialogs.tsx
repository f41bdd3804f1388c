/**
 * The coach's dialogs for one post, shared by the dashboard's Posts tab and the coach's mode of
 * /posts: the editor (create or edit), View (the post as parents see it, its Spanish version too, with Edit), and Delete
 * after a confirmation ("This action cannot be undone."), with its toasts.
 */
import { useState } from "react";
import { deletePost } from "./api";
import { parsePostText } from "../../../lib/domain/post-text";
import { formatDate } from "../../../lib/domain/time";
import type { Post } from "../../../lib/schemas/posts";
import { showError, showToast } from "../../kit/toasts";
import Dialog from "../../kit/Dialog";
import TagList from "../../kit/form/TagList";
import PostText from "../PostText";
import ConfirmDialog from "../../kit/coach/ConfirmDialog";
import PostEditor from "./PostEditor";
import { NO_SPANISH_VERSION } from "./post-form";
import { Button, ButtonRow } from "../../kit/form/Button";

/** Which dialog is open, for which post (none for a new one). */
export type PostDialog =
  { kind: "edit"; post?: Post } | { kind: "view"; post: Post } | { kind: "delete"; post: Post } | null;

interface PostDialogsProps {
  open: PostDialog;
  onChange: (next: PostDialog) => void;
  onSaved: (post: Post) => void;
  onDeleted: (post: Post) => void;
}

export default function PostDialogs({ open, onChange, onSaved, onDeleted }: PostDialogsProps) {
  const [deletePending, setDeletePending] = useState(false);
  const close = () => {
    onChange(null);
  };

  async function confirmDelete(post: Post) {
    setDeletePending(true);
    try {
      await deletePost(post.id);
      onDeleted(post);
      showToast({ title: "Post Deleted", description: `"${post.title}" was deleted.`, variant: "success" });
      onChange(null);
    } catch {
      showError("Failed to delete post. Please try again.");
    } finally {
      setDeletePending(false);
    }
  }

  const editing = open?.kind === "edit" ? open : null;
  const viewing = open?.kind === "view" ? open.post : null;
  const deleting = open?.kind === "delete" ? open.post : null;

  return (
    <>
      <Dialog
        open={editing !== null}
        title={editing?.post ? "Edit Post" : "Create Post"}
        onClose={close}
        wide
      >
        {editing ? (
          <PostEditor
            {...(editing.post ? { post: editing.post } : {})}
            onSaved={(saved) => {
              onSaved(saved);
              onChange(null);
            }}
            onCancel={close}
          />
        ) : null}
      </Dialog>

      <Dialog open={viewing !== null} title={viewing?.title ?? "Post"} onClose={close}>
        {viewing ? (
          <div className="space-y-3">
            <p className="text-sm text-slate-600">
              {viewing.status === "published" ? "Published" : "Draft"} · {formatDate(viewing.createdAt)} · by{" "}
              {viewing.authorId}
            </p>
            <TagList tags={viewing.tags} />
            <div className="rounded-lg bg-slate-50 p-3 break-words text-slate-800">
              <PostText tokens={parsePostText(viewing.content)} />
            </div>
            {viewing.titleEs !== null && viewing.contentEs !== null ? (
              <section
                lang="es"
                aria-label="Spanish version"
                className="rounded-lg bg-slate-50 p-3 break-words"
              >
                <h3 className="font-bold text-navy-900">{viewing.titleEs}</h3>
                <p className="mt-1 text-slate-800">
                  <PostText tokens={parsePostText(viewing.contentEs)} />
                </p>
              </section>
            ) : (
              <p className="text-sm text-slate-700">{NO_SPANISH_VERSION}.</p>
            )}
            <ButtonRow onCancel={close} cancelLabel="Close" pending={false}>
              <Button
                onClick={() => {
                  onChange({ kind: "edit", post: viewing });
                }}
              >
                Edit
              </Button>
            </ButtonRow>
          </div>
        ) : null}
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete Post"
        message="Are you sure you want to delete the post? This action cannot be undone."
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={deletePending}
        onConfirm={() => {
          if (deleting) void confirmDelete(deleting);
        }}
        onCancel={() => {
          if (!deletePending) close();
        }}
      />
    </>
  );
}

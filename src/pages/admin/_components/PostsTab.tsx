/**
 * Posts: every post, drafts included, with counts; Create Post, and per post View, Edit and
 * Delete (after the spec's confirmation). The editor is the shared PostEditor.
 */
import { useStore } from "@nanostores/react";
import { useState } from "react";
import ConfirmDialog from "../../../islands/coach/ConfirmDialog";
import PostEditor from "../../../islands/coach/PostEditor";
import { Button } from "../../../islands/coach/ui";
import Dialog from "../../../islands/Dialog";
import { deletePost } from "../../../lib/coach-api";
import { postCounts } from "../../../lib/domain/dashboard";
import { formatDate, formatRelative } from "../../../lib/domain/time";
import type { Post } from "../../../lib/schemas";
import { $coachPosts, dropPost, loadCoachPosts, putPost } from "../../../stores/coach";
import { showError, showToast } from "../../../stores/toasts";
import { GroupMeTestSlot } from "./GroupMeSlots";
import { Badge, Loaded, PanelHeader, Tiles } from "./parts";

type Editing = { post?: Post } | null;

export default function PostsTab() {
  const $posts = useStore($coachPosts);
  const [editing, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<Post | null>(null);
  const [deleting, setDeleting] = useState<Post | null>(null);
  const [deletePending, setDeletePending] = useState(false);

  async function confirmDelete() {
    if (!deleting) return;
    setDeletePending(true);
    try {
      await deletePost(deleting.id);
      dropPost(deleting.id);
      showToast({
        title: "Post Deleted",
        description: `"${deleting.title}" was deleted.`,
        variant: "success",
      });
      setDeleting(null);
    } catch {
      showError("Failed to delete post. Please try again.");
    } finally {
      setDeletePending(false);
    }
  }

  return (
    <div className="space-y-4">
      <PanelHeader title="Posts">
        <GroupMeTestSlot />
        <Button
          onClick={() => {
            setEditing({});
          }}
        >
          Create Post
        </Button>
      </PanelHeader>

      <Loaded state={$posts} what="posts" onRetry={() => void loadCoachPosts()}>
        {(posts) => {
          const counts = postCounts(posts);
          return (
            <>
              <Tiles
                tiles={[
                  { label: "Published", value: counts.published },
                  { label: "Drafts", value: counts.drafts },
                ]}
              />
              {posts.length === 0 ? (
                <p className="text-slate-700">No posts yet. Create the first one for the families.</p>
              ) : (
                <ul className="space-y-3">
                  {posts.map((post) => (
                    <li key={post.id}>
                      <PostCard
                        post={post}
                        onView={() => {
                          setViewing(post);
                        }}
                        onEdit={() => {
                          setEditing({ post });
                        }}
                        onDelete={() => {
                          setDeleting(post);
                        }}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </>
          );
        }}
      </Loaded>

      <Dialog
        open={editing !== null}
        title={editing?.post ? "Edit Post" : "Create Post"}
        onClose={() => {
          setEditing(null);
        }}
      >
        {editing ? (
          <PostEditor
            {...(editing.post ? { post: editing.post } : {})}
            onSaved={(saved) => {
              putPost(saved);
              setEditing(null);
            }}
            onCancel={() => {
              setEditing(null);
            }}
          />
        ) : null}
      </Dialog>

      <Dialog
        open={viewing !== null}
        title={viewing?.title ?? "Post"}
        onClose={() => {
          setViewing(null);
        }}
      >
        {viewing ? (
          <div className="space-y-3">
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
              <StatusBadge status={viewing.status} />
              <span>
                {formatDate(viewing.createdAt)} · by {viewing.authorId}
              </span>
            </p>
            <TagList tags={viewing.tags} />
            <div className="rounded-lg bg-slate-50 p-3 text-slate-800 whitespace-pre-line break-words">
              {viewing.content}
            </div>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button
                tone="secondary"
                onClick={() => {
                  setViewing(null);
                }}
              >
                Close
              </Button>
              <Button
                onClick={() => {
                  const post = viewing;
                  setViewing(null);
                  setEditing({ post });
                }}
              >
                Edit
              </Button>
            </div>
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
        onConfirm={() => void confirmDelete()}
        onCancel={() => {
          setDeleting(null);
        }}
      />
    </div>
  );
}

function StatusBadge({ status }: { status: Post["status"] }) {
  return status === "published" ? <Badge tone="green">Published</Badge> : <Badge tone="slate">Draft</Badge>;
}

function TagList({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-navy-50 px-2.5 py-0.5 text-xs font-medium text-navy-900">
          {tag}
        </li>
      ))}
    </ul>
  );
}

interface PostCardProps {
  post: Post;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

function PostCard({ post, onView, onEdit, onDelete }: PostCardProps) {
  const headingId = `post-${post.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <StatusBadge status={post.status} />
        <span>{formatRelative(post.createdAt)}</span>
      </div>
      <h3 id={headingId} className="mt-1 font-bold break-words text-navy-900">
        {post.title}
      </h3>
      <p className="mt-1 line-clamp-3 text-sm text-slate-700">{post.excerpt || post.content}</p>
      <div className="mt-2">
        <TagList tags={post.tags} />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button tone="secondary" small onClick={onView} aria-label={`View ${post.title}`}>
          View
        </Button>
        <Button tone="secondary" small onClick={onEdit} aria-label={`Edit ${post.title}`}>
          Edit
        </Button>
        <Button tone="secondary" small onClick={onDelete} aria-label={`Delete ${post.title}`}>
          Delete
        </Button>
      </div>
    </article>
  );
}

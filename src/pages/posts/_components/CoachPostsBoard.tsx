/**
 * The coach's mode of /posts (spec section 2): Published Posts and All Posts (drafts included),
 * Create Post, and View, Edit and Delete on every card, plus Logout. Loaded only in a browser
 * flagged as the coach's, and shown only once the server confirms the session; otherwise the
 * parents' view stays.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useState, type ReactNode } from "react";
import ConfirmDialog from "../../../islands/coach/ConfirmDialog";
import PostEditor from "../../../islands/coach/PostEditor";
import { Button } from "../../../islands/coach/ui";
import Dialog from "../../../islands/Dialog";
import Toaster from "../../../islands/Toaster";
import { deletePost } from "../../../lib/coach-api";
import { parsePostText } from "../../../lib/domain/post-text";
import { formatDate } from "../../../lib/domain/time";
import type { Post } from "../../../lib/schemas";
import { $coachPosts, dropPost, loadCoachPosts, putPost } from "../../../stores/coach";
import type { Loadable } from "../../../stores/loadable";
import { loadPosts } from "../../../stores/posts";
import { $session, checkSession, signOut } from "../../../stores/session";
import { showError, showToast } from "../../../stores/toasts";
import PostsBrowser from "./PostsBrowser";
import PostText from "./PostText";

type Tab = "published" | "all";
const TABS: readonly { id: Tab; label: string }[] = [
  { id: "published", label: "Published Posts" },
  { id: "all", label: "All Posts" },
];

function onlyPublished(posts: Loadable<Post[]>): Loadable<Post[]> {
  return posts.status === "ready"
    ? { status: "ready", data: posts.data.filter((post) => post.status === "published") }
    : posts;
}

const ICON_BUTTON =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-2 text-sm font-semibold text-navy-900 ring-1 ring-slate-300 hover:bg-slate-100";

export default function CoachPostsBoard({ parentView }: { parentView: ReactNode }) {
  const $current = useStore($session);
  const $all = useStore($coachPosts);
  const [tab, setTab] = useState<Tab>("published");
  const [editing, setEditing] = useState<{ post?: Post } | null>(null);
  const [viewing, setViewing] = useState<Post | null>(null);
  const [deleting, setDeleting] = useState<Post | null>(null);
  const [deletePending, setDeletePending] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);

  useEffect(() => {
    void checkSession();
  }, []);

  if ($current.status !== "signed-in") return parentView;

  const saved = (post: Post) => {
    putPost(post);
    setEditing(null);
    void loadPosts();
  };

  async function confirmDelete() {
    if (!deleting) return;
    setDeletePending(true);
    try {
      await deletePost(deleting.id);
      dropPost(deleting.id);
      void loadPosts();
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

  async function logout() {
    setLoggingOut(true);
    try {
      await signOut();
    } catch {
      showError("Could not log out. Please try again.");
      setLoggingOut(false);
    }
  }

  const actions = (post: Post) => (
    <>
      {post.status === "draft" ? (
        <span className="self-center rounded bg-bolt-100 px-2 py-0.5 text-xs font-semibold text-navy-950">
          Draft
        </span>
      ) : null}
      <button
        type="button"
        className={ICON_BUTTON}
        onClick={() => {
          setViewing(post);
        }}
      >
        View<span className="sr-only"> {post.title}</span>
      </button>
      <button
        type="button"
        className={ICON_BUTTON}
        onClick={() => {
          setEditing({ post });
        }}
      >
        Edit<span className="sr-only"> {post.title}</span>
      </button>
      <button
        type="button"
        className={`${ICON_BUTTON} text-red-800`}
        onClick={() => {
          setDeleting(post);
        }}
      >
        Delete<span className="sr-only"> {post.title}</span>
      </button>
    </>
  );

  return (
    <div className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="tablist" aria-label="Which posts" className="flex gap-1 rounded-lg bg-slate-200 p-1">
          {TABS.map((item) => (
            <button
              key={item.id}
              type="button"
              role="tab"
              id={`posts-tab-${item.id}`}
              aria-selected={tab === item.id}
              aria-controls="posts-coach-panel"
              onClick={() => {
                setTab(item.id);
              }}
              className={`min-h-11 rounded-md px-3 text-sm font-semibold ${
                tab === item.id ? "bg-white text-navy-900 shadow-sm" : "text-slate-700 hover:text-navy-900"
              }`}
            >
              {item.label}
            </button>
          ))}
        </div>
        <div className="flex gap-2">
          <Button
            onClick={() => {
              setEditing({});
            }}
          >
            Create Post
          </Button>
          <Button
            tone="secondary"
            onClick={() => void logout()}
            pending={loggingOut}
            pendingLabel="Logging out..."
          >
            Logout
          </Button>
        </div>
      </div>

      <div role="tabpanel" id="posts-coach-panel" aria-labelledby={`posts-tab-${tab}`}>
        <PostsBrowser
          posts={tab === "published" ? onlyPublished($all) : $all}
          onRetry={() => void loadCoachPosts()}
          renderActions={actions}
        />
      </div>

      <Dialog
        open={editing !== null}
        title={editing?.post ? "Edit Post" : "Create Post"}
        onClose={() => {
          setEditing(null);
        }}
      >
        {editing ? (
          <PostEditor
            post={editing.post}
            onSaved={saved}
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
            <p className="text-sm text-slate-600">
              {viewing.status === "draft" ? "Draft" : "Published"} · {formatDate(viewing.createdAt)}
            </p>
            <div className="text-slate-800">
              <PostText tokens={parsePostText(viewing.content)} />
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
      <Toaster />
    </div>
  );
}

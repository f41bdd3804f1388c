/**
 * The coach's mode of /posts: Published Posts and All Posts (drafts included),
 * Create Post, and View, Edit and Delete on every card (marked "No Spanish version" where there is
 * none), plus Logout. Loaded only in a browser
 * flagged as the coach's, and shown only once the server confirms the session; otherwise the
 * parents' view stays.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useState, type ReactNode } from "react";
import LogoutButton from "../../sign-in/coach/LogoutButton";
import PostDialogs, { type PostDialog } from "./PostDialogs";
import { Button } from "../../kit/form/Button";
import Toaster from "../../kit/Toaster";
import type { Post } from "../../../lib/schemas/posts";
import { $coachPosts, dropPost, loadCoachPosts, putPost } from "./store";
import type { Loadable } from "../../kit/load";
import { loadPosts } from "../store";
import { $session, checkSession } from "../../sign-in/coach/session";
import PostsBrowser from "../PostsBrowser";
import { NO_SPANISH_VERSION } from "./post-form";
import type { Words } from "../../../i18n/catalog";
import type { Lang } from "../../../i18n/lang";

/** The parents' words of the page, for the posts list under the coach's controls (which stay English). */
interface PageWords {
  words: Words<"posts">;
  lang: Lang;
}

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

export default function CoachPostsBoard({ parentView, ...page }: { parentView: ReactNode } & PageWords) {
  const $current = useStore($session);

  useEffect(() => {
    void checkSession();
  }, []);

  // No coach call before the server has confirmed the session: a stale flag only shows the
  // parents' view (and the check clears it).
  return $current.status === "signed-in" ? <SignedInPostsBoard {...page} /> : parentView;
}

function SignedInPostsBoard(page: PageWords) {
  const $all = useStore($coachPosts);
  const [tab, setTab] = useState<Tab>("published");
  const [dialog, setDialog] = useState<PostDialog>(null);

  // What parents see changed too: their store reloads.
  const changed = () => {
    void loadPosts();
  };

  const actions = (post: Post) => (
    <>
      {post.status === "draft" ? (
        <span className="self-center rounded bg-bolt-100 px-2 py-0.5 text-xs font-semibold text-navy-950">
          Draft
        </span>
      ) : null}
      {post.titleEs === null ? (
        <span className="self-center rounded bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
          {NO_SPANISH_VERSION}
        </span>
      ) : null}
      {(["view", "edit", "delete"] as const).map((kind) => (
        <Button
          key={kind}
          tone="secondary"
          small
          className={kind === "delete" ? "text-red-800" : ""}
          onClick={() => {
            setDialog({ kind, post });
          }}
        >
          {kind === "view" ? "View" : kind === "edit" ? "Edit" : "Delete"}
          <span className="sr-only"> {post.title}</span>
        </Button>
      ))}
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
              tabIndex={tab === item.id ? 0 : -1}
              onClick={() => {
                setTab(item.id);
              }}
              onKeyDown={(event) => {
                if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
                event.preventDefault();
                const next = TABS[(TABS.indexOf(item) + 1) % TABS.length] ?? item;
                setTab(next.id);
                document.getElementById(`posts-tab-${next.id}`)?.focus();
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
              setDialog({ kind: "edit" });
            }}
          >
            Create Post
          </Button>
          <LogoutButton />
        </div>
      </div>

      <div role="tabpanel" id="posts-coach-panel" aria-labelledby={`posts-tab-${tab}`}>
        <PostsBrowser
          posts={tab === "published" ? onlyPublished($all) : $all}
          onRetry={() => void loadCoachPosts()}
          renderActions={actions}
          {...page}
        />
      </div>

      <PostDialogs
        open={dialog}
        onChange={setDialog}
        onSaved={(post) => {
          putPost(post);
          changed();
        }}
        onDeleted={(post) => {
          dropPost(post.id);
          changed();
        }}
      />
      <Toaster />
    </div>
  );
}

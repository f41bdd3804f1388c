/**
 * Posts: every post, drafts included, with counts; Create Post, and per post View, Edit and
 * Delete (after a confirmation). A post without a Spanish version says "No Spanish version". The editor is the shared PostEditor. The dashboard puts its
 * GroupMe parts in (`groupMe`): Test GroupMe in the header, and the messenger on request, to tell
 * the team about a post.
 */
import { useStore } from "@nanostores/react";
import { useState, type ReactNode } from "react";
import PostDialogs, { type PostDialog } from "./PostDialogs";
import { Button } from "../../kit/form/Button";
import TagList from "../../kit/form/TagList";
import { postCounts } from "./post-counts";
import { formatRelative } from "../../../lib/domain/time";
import type { Post } from "../../../lib/schemas/posts";
import { $coachPosts, dropPost, loadCoachPosts, putPost } from "./store";
import { Badge, Loaded, PanelHeader, Tiles } from "../../kit/coach/parts";
import { nowMillis } from "../../../lib/clock";
import { NO_SPANISH_VERSION } from "./post-form";

export interface PostsTabProps {
  /** What the tab shows of GroupMe: a test button for the header, and the messenger. */
  groupMe: { test: ReactNode; messenger: ReactNode };
}

export default function PostsTab({ groupMe }: PostsTabProps) {
  const $posts = useStore($coachPosts);
  const [dialog, setDialog] = useState<PostDialog>(null);

  return (
    <div className="space-y-4">
      <PanelHeader title="Posts">
        {groupMe.test}
        <Button
          onClick={() => {
            setDialog({ kind: "edit" });
          }}
        >
          Create Post
        </Button>
      </PanelHeader>

      {groupMe.messenger}

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
                          setDialog({ kind: "view", post });
                        }}
                        onEdit={() => {
                          setDialog({ kind: "edit", post });
                        }}
                        onDelete={() => {
                          setDialog({ kind: "delete", post });
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

      <PostDialogs
        open={dialog}
        onChange={setDialog}
        onSaved={putPost}
        onDeleted={(post) => {
          dropPost(post.id);
        }}
      />
    </div>
  );
}

function StatusBadge({ status }: { status: Post["status"] }) {
  return status === "published" ? <Badge tone="green">Published</Badge> : <Badge tone="slate">Draft</Badge>;
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
        {post.titleEs === null ? <Badge tone="bolt">{NO_SPANISH_VERSION}</Badge> : null}
        <span>{formatRelative(post.createdAt, nowMillis())}</span>
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

/** Home page: the 3 latest published posts, from the shared posts store. */
import { nowMillis } from "../../lib/clock";
import { previewTokens } from "../../lib/domain/post-preview";
import { formatRelative } from "../../lib/domain/time";
import { $posts, loadPosts } from "./store";
import LoadError from "../kit/LoadError";
import PostText from "./PostText";
import LoadingRows from "../kit/LoadingRows";
import { useLoadable } from "../kit/hydration";

const SHOWN = 3;

export default function LatestNews() {
  const $latest = useLoadable($posts);

  if ($latest.status === "loading") return <LoadingRows label="Loading news..." rows={SHOWN} />;
  if ($latest.status === "error") {
    return <LoadError message={$latest.message} onRetry={() => void loadPosts()} />;
  }

  const posts = $latest.data.slice(0, SHOWN);
  if (posts.length === 0) return <p className="text-slate-700">No announcements yet.</p>;

  return (
    <ul className="divide-y divide-slate-200">
      {posts.map((post) => (
        <li key={post.id} className="py-3 first:pt-0 last:pb-0">
          <h3 className="font-semibold text-navy-900">{post.title}</h3>
          <p className="text-sm text-slate-600">
            <time dateTime={post.createdAt}>{formatRelative(post.createdAt, nowMillis())}</time>
          </p>
          <p className="mt-1 line-clamp-2 text-slate-700">
            <PostText tokens={previewTokens(post)} />
          </p>
        </li>
      ))}
    </ul>
  );
}

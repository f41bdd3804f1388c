/**
 * Home page: the 3 latest published posts, from the shared posts store; on a Spanish page in the
 * coach's Spanish version, or in English marked "(en inglés)" (`postVersion`).
 */
import { nowMillis } from "../../lib/clock";
import { previewTokens } from "../../lib/domain/post-preview";
import { formatRelative } from "../../lib/domain/time";
import type { Words } from "../../i18n/catalog";
import type { Lang } from "../../i18n/lang";
import { $posts, loadPosts } from "./store";
import LoadError from "../kit/LoadError";
import PostText, { postVersion } from "./PostText";
import LoadingRows from "../kit/LoadingRows";
import { useLoadable } from "../kit/hydration";
import { InEnglish, KitWordsProvider } from "../kit/words";

const SHOWN = 3;

export interface LatestNewsProps {
  /** The page's `posts` words. */
  words: Words<"posts">;
  kit: Words<"kit">;
  lang: Lang;
}

export default function LatestNews({ kit, ...props }: LatestNewsProps) {
  return (
    <KitWordsProvider words={kit}>
      <LatestPosts {...props} />
    </KitWordsProvider>
  );
}

function LatestPosts({ words, lang }: Omit<LatestNewsProps, "kit">) {
  const $latest = useLoadable($posts);

  if ($latest.status === "loading") return <LoadingRows label={words.latest.loading} rows={SHOWN} />;
  if ($latest.status === "error") {
    return <LoadError problem={$latest.problem} onRetry={() => void loadPosts()} />;
  }

  const posts = $latest.data.slice(0, SHOWN);
  if (posts.length === 0) return <p className="text-slate-700">{words.latest.empty}</p>;

  return (
    <ul className="divide-y divide-slate-200">
      {posts.map((post) => {
        const shown = postVersion(post, lang);
        return (
          <li key={post.id} className="py-3 first:pt-0 last:pb-0">
            <h3 className="font-semibold text-navy-900">
              <span lang={shown.lang}>{shown.title}</span>
              <InEnglish shown={shown.inEnglish} />
            </h3>
            <p className="text-sm text-slate-600">
              <time dateTime={post.createdAt}>{formatRelative(post.createdAt, nowMillis(), lang)}</time>
            </p>
            <p lang={shown.lang} className="mt-1 line-clamp-2 text-slate-700">
              <PostText tokens={previewTokens(shown)} newTab={words.opensInNewTab} pageLang={lang} />
            </p>
          </li>
        );
      })}
    </ul>
  );
}

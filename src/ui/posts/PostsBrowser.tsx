/**
 * Posts with search and tag filter: loading, error, the two empty states, and the
 * list. It draws whatever posts it is given, so the coach's view (all posts, drafts included)
 * reuses it with its own data and `renderActions` for each card's controls.
 */
import { useRef, type ReactNode } from "react";
import { filterPosts, listTags } from "./post-filter";
import type { Post } from "../../lib/schemas/posts";
import type { Loadable } from "../kit/load";
import { useKitWords } from "../kit/words";
import { countWords } from "../../i18n/count";
import type { Words } from "../../i18n/catalog";
import type { Lang } from "../../i18n/lang";
import { typedLang } from "../../i18n/typed-lang";
import PostCard from "./PostCard";
import PostFilters from "./PostFilters";
import PostKindIcon from "./PostKindIcon";
import { useUrlFilter } from "./use-url-filter";

interface PostsBrowserProps {
  posts: Loadable<Post[]>;
  onRetry: () => void;
  /** The coach's controls for one card; parents get none. */
  renderActions?: (post: Post) => ReactNode;
  /** The page's `posts` words. */
  words: Words<"posts">;
  lang: Lang;
}

const PANEL = "rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200";
const BUTTON = "mt-4 rounded-md bg-navy-900 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-800";

/** Three card-sized placeholders, so the page does not jump when the posts arrive. */
function LoadingCards() {
  return (
    <ul aria-hidden="true" className="space-y-4">
      {[0, 1, 2].map((key) => (
        <li key={key} className="h-44 animate-pulse rounded-xl bg-slate-200" />
      ))}
    </ul>
  );
}

export default function PostsBrowser({ posts, onRetry, renderActions, words, lang }: PostsBrowserProps) {
  const kit = useKitWords();
  const [filter, setFilter] = useUrlFilter();
  const searchRef = useRef<HTMLInputElement>(null);

  const all = posts.status === "ready" ? posts.data : [];
  const shown = filterPosts(all, filter);
  const filtering = filter.query.trim() !== "" || filter.tag !== "";

  const clearFilters = () => {
    setFilter({ query: "", tag: "" });
    searchRef.current?.focus();
  };

  let status = "";
  if (posts.status === "loading") status = words.loading;
  else if (posts.status === "ready" && all.length > 0) {
    status = filtering
      ? countWords(all.length, words.shown, lang, shown.length)
      : countWords(all.length, words.count, lang);
  }

  let body: ReactNode;
  if (posts.status === "loading") {
    body = <LoadingCards />;
  } else if (posts.status === "error") {
    body = (
      <div role="alert" className={PANEL}>
        <p className="text-slate-700">{kit[posts.problem]}</p>
        <button type="button" onClick={onRetry} className={BUTTON}>
          {kit.tryAgain}
        </button>
      </div>
    );
  } else if (all.length === 0) {
    body = (
      <div className={PANEL}>
        <PostKindIcon kind="news" className="mx-auto size-8 text-navy-700" />
        <h3 className="mt-2 text-lg font-bold text-navy-900">{words.empty.heading}</h3>
        <p className="mt-1 text-slate-700">{words.empty.text}</p>
      </div>
    );
  } else if (shown.length === 0) {
    body = (
      <div className={PANEL}>
        <h3 className="text-lg font-bold text-navy-900">{words.noMatch.heading}</h3>
        <p className="mt-1 text-slate-700">{words.noMatch.text}</p>
        <button type="button" onClick={clearFilters} className={BUTTON}>
          {words.noMatch.clear}
        </button>
      </div>
    );
  } else {
    body = (
      <ul className="space-y-4">
        {shown.map((post) => (
          <li key={post.id}>
            <PostCard post={post} actions={renderActions?.(post)} words={words} lang={lang} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="posts-heading" className="mt-8">
      <h2 id="posts-heading" className="sr-only">
        {words.listHeading}
      </h2>
      <PostFilters
        filter={filter}
        tags={listTags(all)}
        onChange={setFilter}
        searchRef={searchRef}
        words={words.filters}
        tagsLang={typedLang(lang)}
      />
      <p role="status" className="mt-4 min-h-6 text-sm text-slate-600">
        {status}
      </p>
      <div aria-busy={posts.status === "loading"} className="mt-2">
        {body}
      </div>
    </section>
  );
}

/**
 * One announcement: icon and colour by title, title, date, tags, and the text,
 * collapsed to its preview until Read More (or a click anywhere on the card that is not on a
 * link or a control) expands it. `actions` takes the coach's controls without touching the rest.
 * A link to `/posts#post-<id>` (what GroupMe gets when the coach shares a post) opens that card
 * expanded and scrolls to it. A Spanish page shows the coach's Spanish version, or the English
 * marked "(en inglés)" (`postVersion`).
 */
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { postKind, type PostKind } from "./post-kind";
import { canExpand, previewPost, previewTokens } from "../../lib/domain/post-preview";
import { postAnchor } from "../../lib/domain/post-excerpt";
import { parsePostText } from "../../lib/domain/post-text";
import { formatDate, formatRelative } from "../../lib/domain/dates";
import type { Post } from "../../lib/schemas/posts";
import type { Words } from "../../i18n/catalog";
import type { Lang } from "../../i18n/lang";
import { typedLang } from "../../i18n/typed-lang";
import PostKindIcon, { READ_MORE_SYMBOL } from "./PostKindIcon";
import PostText, { postVersion } from "./PostText";
import SharePost from "./SharePost";
import { InEnglish } from "../kit/words";
import { nowMillis } from "../../lib/clock";
import TagList from "../kit/form/TagList";

const KIND_STYLES: Record<PostKind, { badge: string; accent: string }> = {
  snack: { badge: "bg-emerald-100 text-emerald-800", accent: "border-l-emerald-600" },
  uniform: { badge: "bg-bolt-100 text-navy-900", accent: "border-l-bolt-500" },
  news: { badge: "bg-navy-50 text-navy-700", accent: "border-l-navy-700" },
};

/** A post's tags, as typed: on a page in another language, marked as the coach's English. */
function PostTags({ tags, label, lang }: { tags: string[]; label: string; lang: Lang }) {
  const list = <TagList tags={tags} label={label} />;
  return lang === "en" ? list : <div lang={typedLang(lang)}>{list}</div>;
}

/** Clicks on these keep their own meaning and never toggle the card. */
const OWN_CLICK = "a, button, input, select, textarea, label, summary, dialog, [role='button']";

export interface PostCardProps {
  post: Post;
  /** Controls for the card's header, e.g. the coach's edit and delete buttons. */
  actions?: ReactNode;
  /** The page's `posts` words. */
  words: Words<"posts">;
  lang: Lang;
}

/** Whether the page was opened with a link to this post. Cards render only in the browser. */
const isLinked = (postId: string) =>
  typeof window !== "undefined" && window.location.hash === `#${postAnchor(postId)}`;

/** Set once the page has scrolled to a linked post: a card that mounts again (a search) stays put. */
let scrolledToLink = false;

export default function PostCard({ post, actions, words, lang }: PostCardProps) {
  const [linked] = useState(() => isLinked(post.id));
  const [expanded, setExpanded] = useState(linked);
  const cardRef = useRef<HTMLElement>(null);

  // The browser looked for the card before the posts loaded: bring it into view now.
  useEffect(() => {
    if (!linked || scrolledToLink) return;
    scrolledToLink = true;
    cardRef.current?.scrollIntoView({ block: "start" });
  }, [linked]);
  const id = useId();
  const titleId = `${id}-title`;
  const bodyId = `${id}-body`;

  const shown = postVersion(post, lang);
  const preview = previewPost(shown);
  const expandable = canExpand(preview);
  // The icon and colour follow the English title, so a post looks the same in both languages.
  const kind = postKind(post.title);
  const styles = KIND_STYLES[kind];

  const tokens = expanded ? parsePostText(shown.content) : previewTokens(shown);

  const toggle = () => {
    setExpanded(!expanded);
    if (!expanded) return;
    // Collapsing a long post can leave its top above the screen; bring the card back into view.
    requestAnimationFrame(() => {
      const card = cardRef.current;
      if (card && card.getBoundingClientRect().top < 0) card.scrollIntoView({ block: "start" });
    });
  };

  const onCardClick = (event: MouseEvent<HTMLElement>) => {
    if (!expandable) return;
    const target = event.target;
    // Portals (a coach's dialog) bubble through React but are not inside the card.
    if (!(target instanceof Element) || !event.currentTarget.contains(target)) return;
    if (target.closest(OWN_CLICK)) return;
    // A drag that selected text to copy is not a request to toggle.
    if (window.getSelection()?.toString().trim()) return;
    toggle();
  };

  return (
    // The Read More button is the keyboard and screen reader path; a click anywhere else on the
    // card is a pointer shortcut to the same button, so the card itself needs no key handler.
    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-noninteractive-element-interactions
    <article
      ref={cardRef}
      id={postAnchor(post.id)}
      aria-labelledby={titleId}
      onClick={onCardClick}
      className={`scroll-mt-20 rounded-xl border-l-4 bg-white p-5 shadow-sm ring-1 ring-slate-200 ${styles.accent} ${
        expandable ? "cursor-pointer" : ""
      }`}
    >
      <header className="flex items-start gap-3">
        <span className={`flex size-10 shrink-0 items-center justify-center rounded-full ${styles.badge}`}>
          <PostKindIcon kind={kind} className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="text-lg leading-snug font-bold text-navy-900">
            <span lang={shown.lang}>{shown.title}</span>
            <InEnglish shown={shown.inEnglish} />
          </h3>
          <p className="mt-0.5 text-sm text-slate-600">
            <time dateTime={post.createdAt} title={formatDate(post.createdAt, lang)}>
              {formatRelative(post.createdAt, nowMillis(), lang)}
            </time>
          </p>
        </div>
        <SharePost post={post} words={words} lang={lang} describedBy={titleId} />
        {actions ? <div className="flex shrink-0 gap-1">{actions}</div> : null}
      </header>

      <p id={bodyId} lang={shown.lang} className="mt-3 leading-relaxed wrap-break-word text-slate-700">
        <PostText tokens={tokens} newTab={words.opensInNewTab} pageLang={lang} />
      </p>

      {post.tags.length > 0 || expandable ? (
        <footer className="mt-4 flex flex-wrap items-center justify-between gap-3">
          {post.tags.length > 0 ? <PostTags tags={post.tags} label={words.tags} lang={lang} /> : <span />}
          {expandable ? (
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={bodyId}
              aria-describedby={titleId}
              onClick={toggle}
              className="-mr-2 inline-flex min-h-10 items-center gap-1 rounded-md px-3 text-sm font-semibold text-navy-700 hover:bg-navy-50 hover:text-navy-900"
            >
              {expanded ? words.readLess : words.readMore}
              <svg
                aria-hidden="true"
                focusable="false"
                width="16"
                height="16"
                className={expanded ? "rotate-180" : undefined}
              >
                <use href={`#${READ_MORE_SYMBOL}`} />
              </svg>
            </button>
          ) : null}
        </footer>
      ) : null}
    </article>
  );
}

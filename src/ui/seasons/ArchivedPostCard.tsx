/**
 * A post of a past season: title, date, tags and its text as PostText draws it (every character
 * a text node or a checked link). A long post shows its first 300 characters until Read more.
 * On a Spanish page it shows the coach's Spanish version, or the English marked "(en inglés)"
 * (`postVersion`).
 */
import { useId, useState } from "react";
import PostText, { postVersion, TagList } from "../posts/PostText";
import { previewCut } from "../../lib/domain/post-preview";
import { parsePostText } from "../../lib/domain/post-text";
import { formatDate } from "../../lib/domain/dates";
import type { ArchivedPost } from "../../lib/schemas/seasons";
import type { Words } from "../../i18n/catalog";
import type { Lang } from "../../i18n/lang";
import { InEnglish } from "../kit/words";

interface ArchivedPostCardProps {
  post: ArchivedPost;
  words: Pick<Words<"seasons">, "readMore" | "readLess" | "opensInNewTab">;
  lang: Lang;
}

export default function ArchivedPostCard({ post, words, lang }: ArchivedPostCardProps) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const titleId = `${id}-title`;
  const bodyId = `${id}-body`;
  const shown = postVersion(post, lang);
  const cutAt = previewCut(shown.content);
  const tokens = parsePostText(shown.content, cutAt !== null && !expanded ? { cutAt } : {});

  return (
    <article aria-labelledby={titleId} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h3 id={titleId} className="text-lg leading-snug font-bold text-navy-900">
        <span lang={shown.lang}>{shown.title}</span>
        <InEnglish shown={shown.inEnglish} />
      </h3>
      <p className="mt-0.5 text-sm text-slate-600">
        <time dateTime={post.createdAt}>{formatDate(post.createdAt, lang)}</time>
      </p>
      <p id={bodyId} lang={shown.lang} className="mt-3 leading-relaxed wrap-break-word text-slate-700">
        <PostText tokens={tokens} newTab={words.opensInNewTab} pageLang={lang} />
      </p>
      {post.tags.length > 0 || cutAt !== null ? (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <TagList tags={post.tags} />
          {cutAt !== null ? (
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={bodyId}
              aria-describedby={titleId}
              onClick={() => {
                setExpanded(!expanded);
              }}
              className="-mr-2 ml-auto inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold text-navy-700 hover:bg-navy-50 hover:text-navy-900"
            >
              {expanded ? words.readLess : words.readMore}
            </button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

/**
 * A post's Share link (../kit/share.ts): the phone's share sheet where there is one, else WhatsApp
 * in a new tab, with "Team news: <title>" ("Noticias del equipo: <título>") and the post's address
 * on this page, e.g. `https://hayslightning.org/es/posts#post-abc`. The title is the one the page
 * shows: the coach's Spanish one on a Spanish page when there is one.
 */
import { fill } from "../../i18n/fill";
import type { Words } from "../../i18n/catalog";
import type { Lang } from "../../i18n/lang";
import { typedText } from "../../i18n/typed-lang";
import { postAnchor } from "../../lib/domain/posts";
import type { Post } from "../../lib/schemas/posts";
import { hasShareSheet, shareTap, shareUrl, whatsAppHref } from "../kit/share";

export interface SharePostProps {
  post: Pick<Post, "id" | "title" | "titleEs">;
  words: Pick<Words<"posts">, "share" | "shareText" | "opensInNewTab">;
  lang: Lang;
  /** The card's title, which says what is shared. */
  describedBy: string;
}

export default function SharePost({ post, words, lang, describedBy }: SharePostProps) {
  const shared = {
    text: fill(words.shareText, { title: typedText(lang, post.title, post.titleEs).text }),
    url: shareUrl(location, postAnchor(post.id)),
  };
  return (
    <a
      href={whatsAppHref(shared)}
      target="_blank"
      rel="noopener"
      aria-describedby={describedBy}
      onClick={(event) => {
        shareTap(event, shared, event.currentTarget);
      }}
      className="inline-flex min-h-10 shrink-0 items-center gap-1 rounded-md px-2 text-sm font-semibold text-navy-700 hover:bg-navy-50 hover:text-navy-900 aria-busy:opacity-60"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        width="16"
        height="16"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <circle cx="15" cy="4.5" r="2.5" />
        <circle cx="5" cy="10" r="2.5" />
        <circle cx="15" cy="15.5" r="2.5" />
        <path d="m7.2 8.8 5.6-3.1m-5.6 5.5 5.6 3.1" />
      </svg>
      {words.share}
      {hasShareSheet() ? null : <span className="sr-only"> {words.opensInNewTab}</span>}
    </a>
  );
}

/**
 * A post's Share link (../kit/share.ts): the phone's share sheet where there is one, else WhatsApp
 * in a new tab, with "Team news: <title>" ("Noticias del equipo: <título>") and the post's address
 * on this page, e.g. `https://hayslightning.org/es/posts#post-abc`. The title is the one the page
 * shows: the coach's Spanish one on a Spanish page when there is one.
 */
import { fill } from "../../i18n/fill";
import type { Words } from "../../i18n/catalog";
import type { Lang } from "../../i18n/lang";
import { postAnchor } from "../../lib/domain/post-excerpt";
import type { Post } from "../../lib/schemas/posts";
import { shareTap, whatsAppHref } from "../kit/share";

export interface SharePostProps {
  post: Pick<Post, "id" | "title" | "titleEs">;
  words: Pick<Words<"posts">, "share" | "shareText" | "opensInNewTab">;
  lang: Lang;
  /** The card's title, which says what is shared. */
  describedBy: string;
}

export default function SharePost({ post, words, lang, describedBy }: SharePostProps) {
  // The title the card shows: the coach's Spanish one on a Spanish page, when there is one.
  const text = fill(words.shareText, { title: lang === "es" && post.titleEs ? post.titleEs : post.title });
  const url = `${location.origin}${location.pathname}#${postAnchor(post.id)}`;
  return (
    <a
      href={whatsAppHref(text, url)}
      target="_blank"
      rel="noopener noreferrer"
      aria-describedby={describedBy}
      onClick={(event) => {
        shareTap(event, event.currentTarget, text, url);
      }}
      className="-mr-2 inline-flex min-h-10 items-center gap-1 rounded-md px-3 text-sm font-semibold text-navy-700 hover:bg-navy-50 hover:text-navy-900"
    >
      {words.share}
      {"share" in navigator ? null : <span className="sr-only"> {words.opensInNewTab}</span>}
    </a>
  );
}

/** Post text as tokens from `parsePostText`: React writes every character as text, never as markup. */
import type { PostInline, PostToken } from "../../lib/domain/post-text";
import type { Post } from "../../lib/schemas/posts";
import type { Lang } from "../../i18n/lang";
import { typedText, type TypedText } from "../../i18n/typed-lang";

/** What a screen reader hears after a link, e.g. "(se abre en una pestaña nueva)" on a Spanish page. */
const OPENS_IN_NEW_TAB = "(opens in a new tab)";

/** The page's words after a link, and their language when the text around them is the coach's English. */
interface NewTabWords {
  newTab: string;
  newTabLang: Lang | undefined;
}

function Inline({ token, newTab, newTabLang }: { token: PostInline } & NewTabWords) {
  if (token.type === "text") return token.text;
  return (
    <a
      href={token.href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-navy-700 underline underline-offset-2 hover:text-navy-900"
    >
      {token.text}
      <span lang={newTabLang} className="sr-only">{` ${newTab}`}</span>
    </a>
  );
}

interface PostTextProps {
  tokens: PostToken[];
  /** Said after each link for screen readers; English unless the page hands its words. */
  newTab?: string;
  /** The page's language, when not English: the text is the coach's English, the words after a link are not. */
  pageLang?: Lang;
}

export default function PostText({ tokens, newTab = OPENS_IN_NEW_TAB, pageLang = "en" }: PostTextProps) {
  const words = { newTab, newTabLang: pageLang === "en" ? undefined : pageLang };
  // Tokens never move once parsed, so their position is a stable key.
  return tokens.map((token, index) => {
    if (token.type === "break") return <br key={index} />;
    if (token.type === "bold") {
      return (
        <strong key={index} className="font-semibold text-navy-900">
          {token.children.map((child, childIndex) => (
            <Inline key={childIndex} token={child} {...words} />
          ))}
        </strong>
      );
    }
    return <Inline key={index} token={token} {...words} />;
  });
}

// Which version of a post a page shows (docs/languages.md#what-the-coach-writes) travels with its
// text too, for the same reason as the tags below: in a file of its own it was one more script on
// /posts. On a Spanish page it is the coach's Spanish version, or the English marked `lang="en"`
// and followed by "(en inglés)" (`typedText`); on an English page the English. The title and text
// come from one version, never a Spanish title over English text.

/** The fields a version is chosen from; a past season's post has no excerpts. */
export type PostVersions = Pick<Post, "title" | "content" | "titleEs" | "contentEs"> &
  Partial<Pick<Post, "excerpt" | "excerptEs">>;

/** One version of a post: its title, text and excerpt, and how to mark them (`TypedText`'s `lang`, `inEnglish`). */
export interface PostVersion extends Omit<TypedText, "text"> {
  title: string;
  content: string;
  excerpt: string;
}

/**
 * E.g. a post with no Spanish version on a Spanish page is its English with `lang: "en"` and
 * `inEnglish: true`; with one it is `{ title: titleEs, content: contentEs, excerpt: excerptEs, lang: undefined, inEnglish: false }`.
 */
export function postVersion(post: PostVersions, pageLang: Lang): PostVersion {
  const { titleEs, contentEs } = post;
  const spanish = titleEs && contentEs ? { titleEs, contentEs } : null;
  const { lang, inEnglish } = typedText(pageLang, post.title, spanish?.titleEs);
  if (pageLang !== "en" && spanish) {
    return {
      title: spanish.titleEs,
      content: spanish.contentEs,
      excerpt: post.excerptEs ?? "",
      lang,
      inEnglish,
    };
  }
  return { title: post.title, content: post.content, excerpt: post.excerpt ?? "", lang, inEnglish };
}

// A post's tags travel with its text: every island that shows post text may show tags too, so the
// tag list (the form kit's) is bundled into this file instead of a script of its own, which cost
// /posts about 0.3 KB gzip (docs/decisions/009-one-form-kit-by-hand.md).
export { default as TagList } from "../kit/form/TagList";

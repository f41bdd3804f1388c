/** Post text as tokens from `parsePostText`: React writes every character as text, never as markup. */
import type { PostInline, PostToken } from "../../lib/domain/post-text";
import type { Lang } from "../../i18n/lang";

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

// A post's tags travel with its text: every island that shows post text may show tags too, so the
// tag list (the form kit's) is bundled into this file instead of a script of its own, which cost
// /posts about 0.3 KB gzip (docs/decisions/009-one-form-kit-by-hand.md).
export { default as TagList } from "../kit/form/TagList";

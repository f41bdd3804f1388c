/** Post text as tokens from `parsePostText`: React writes every character as text, never as markup. */
import type { PostInline, PostToken } from "../../lib/domain/post-text";

function Inline({ token }: { token: PostInline }) {
  if (token.type === "text") return token.text;
  return (
    <a
      href={token.href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-navy-700 underline underline-offset-2 hover:text-navy-900"
    >
      {token.text}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

export default function PostText({ tokens }: { tokens: PostToken[] }) {
  // Tokens never move once parsed, so their position is a stable key.
  return tokens.map((token, index) => {
    if (token.type === "break") return <br key={index} />;
    if (token.type === "bold") {
      return (
        <strong key={index} className="font-semibold text-navy-900">
          {token.children.map((child, childIndex) => (
            <Inline key={childIndex} token={child} />
          ))}
        </strong>
      );
    }
    return <Inline key={index} token={token} />;
  });
}

// A post's tags travel with its text: every island that shows post text may show tags too, so the
// tag list (the form kit's) is bundled into this file instead of a script of its own, which cost
// /posts about 0.3 KB gzip (docs/decisions/009-one-form-kit-by-hand.md).
export { default as TagList } from "../kit/form/TagList";

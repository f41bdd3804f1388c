// @ts-check
/**
 * `i18n/no-literal-text`: words a parent reads come from the page's catalog (src/i18n), never
 * typed into the markup, so a Spanish page says nothing in English. Reports JSX text, and string
 * values of the attributes a reader or a screen reader meets (aria-label, title, placeholder, alt,
 * label, description), that hold two or more words, e.g. `<p>Loading schedule...</p>` or
 * `aria-label="Close dialog"`; one word (a name, "U10") and punctuation pass. It reads .tsx
 * islands and, through eslint-plugin-astro's parser, .astro templates the same way.
 */

/** The attributes whose value is read out or shown. */
const READ_ATTRIBUTES = new Set([
  "aria-label",
  "aria-description",
  "title",
  "placeholder",
  "alt",
  "label",
  "description",
]);

/** Two or more words of two letters or more, in any script, e.g. "Team Info", "No, gracias". */
const WORDS = /\p{L}{2,}/gu;

/** Whether `text` reads as prose rather than a name, a number or punctuation. */
export const isProse = (/** @type {string} */ text) => (text.match(WORDS) ?? []).length >= 2;

/** @typedef {{ type: string, value?: unknown, expression?: { type: string, value?: unknown, expressions?: unknown[], quasis?: { value: { cooked?: string | null } }[] } }} AttributeValue */

/**
 * The literal text of an attribute's value: `"…"`, `{"…"}` or `` {`…`} `` without slots, else null.
 * @param {AttributeValue | null | undefined} value
 */
function literalOf(value) {
  if (!value) return null;
  if (value.type === "Literal" && typeof value.value === "string") return value.value;
  const expression = value.type === "JSXExpressionContainer" ? value.expression : undefined;
  if (expression?.type === "Literal" && typeof expression.value === "string") return expression.value;
  if (expression?.type === "TemplateLiteral" && expression.expressions?.length === 0) {
    return expression.quasis?.[0]?.value.cooked ?? null;
  }
  return null;
}

const MESSAGE = "Words a parent reads come from the catalog (src/i18n), passed in as props: {{text}}";

/** @type {import("eslint").Rule.RuleModule} */
export const noLiteralText = {
  meta: {
    type: "problem",
    docs: {
      description: "Keeps literal prose out of the parents' pages and islands: it comes from src/i18n.",
    },
    schema: [],
  },
  create(context) {
    /**
     * @param {import("estree").Node} node
     * @param {string} text
     */
    const report = (node, text) => {
      context.report({ node, message: MESSAGE, data: { text: JSON.stringify(text.trim().slice(0, 40)) } });
    };
    // JSX nodes are not in ESTree's types: each handler reads its node through the shape it has.
    return {
      /** @param {import("estree").Node} node */
      JSXText(node) {
        const { value } = /** @type {{ value: string }} */ (/** @type {unknown} */ (node));
        if (isProse(value)) report(node, value);
      },
      /** @param {import("estree").Node} node */
      JSXAttribute(node) {
        const attribute =
          /** @type {{ name: { type: string, name: unknown }, value: AttributeValue | null }} */ (
            /** @type {unknown} */ (node)
          );
        if (attribute.name.type !== "JSXIdentifier" || !READ_ATTRIBUTES.has(String(attribute.name.name)))
          return;
        const text = literalOf(attribute.value);
        if (text !== null && isProse(text)) report(node, text);
      },
    };
  },
};

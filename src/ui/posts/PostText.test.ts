import { describe, expect, it } from "vitest";
import { postVersion } from "./PostText";

const english = {
  title: "Picture day",
  content: "Wear the home jersey on Saturday.",
  excerpt: "Wear the home jersey on Saturday.",
};
const spanish = {
  titleEs: "Día de fotos",
  contentEs: "Traigan la camiseta de local el sábado.",
  excerptEs: "Traigan la camiseta de local el sábado.",
};
const none = { titleEs: null, contentEs: null, excerptEs: null };
const asEnglish = { title: english.title, content: english.content, excerpt: english.excerpt };
const asSpanish = { title: spanish.titleEs, content: spanish.contentEs, excerpt: spanish.excerptEs };

describe("postVersion", () => {
  it.each([
    {
      case: "an English page, with a Spanish version",
      page: "en",
      post: { ...english, ...spanish },
      expected: { ...asEnglish, lang: undefined, inEnglish: false },
    },
    {
      case: "an English page, without one",
      page: "en",
      post: { ...english, ...none },
      expected: { ...asEnglish, lang: undefined, inEnglish: false },
    },
    {
      case: "a Spanish page, with a Spanish version",
      page: "es",
      post: { ...english, ...spanish },
      expected: { ...asSpanish, lang: undefined, inEnglish: false },
    },
    {
      case: "a Spanish page, without one: the English marked",
      page: "es",
      post: { ...english, ...none },
      expected: { ...asEnglish, lang: "en", inEnglish: true },
    },
    {
      case: "a Spanish page, a title without its text: never half Spanish",
      page: "es",
      post: { ...english, ...none, titleEs: "Día de fotos" },
      expected: { ...asEnglish, lang: "en", inEnglish: true },
    },
    {
      case: "a past season's post, which has no excerpts",
      page: "es",
      post: { title: english.title, content: english.content, ...spanish, excerptEs: undefined },
      expected: { ...asSpanish, excerpt: "", lang: undefined, inEnglish: false },
    },
  ] as const)("$case", ({ page, post, expected }) => {
    expect(postVersion(post, page)).toEqual(expected);
  });
});

import { describe, expect, it } from "vitest";
import type { GroupMeLanguages } from "../constants";
import { coachText, composeMessage, halvesOf, tooLongText } from "./groupme-message";

describe("halvesOf", () => {
  it.each<{ languages: GroupMeLanguages; halves: string[] }>([
    { languages: "en", halves: ["en"] },
    { languages: "es", halves: ["es"] },
    { languages: "both", halves: ["en", "es"] },
  ])("$languages → $halves", ({ languages, halves }) => {
    expect(halvesOf(languages)).toEqual(halves);
  });
});

describe("coachText: what each half says of a text the coach wrote", () => {
  it.each<{ lang: "en" | "es"; languages: GroupMeLanguages; spanish: string | null; said: string }>([
    { lang: "en", languages: "both", spanish: "Traiga agua", said: "Bring water" },
    { lang: "es", languages: "both", spanish: "Traiga agua", said: "Traiga agua" },
    { lang: "es", languages: "es", spanish: "Traiga agua", said: "Traiga agua" },
    // Spanish alone: the English stands in for a missing version.
    { lang: "es", languages: "es", spanish: null, said: "Bring water" },
    // Both: the English half already says it, once.
    { lang: "es", languages: "both", spanish: null, said: "" },
    { lang: "es", languages: "both", spanish: "", said: "" },
  ])("$lang half of $languages with Spanish $spanish → $said", ({ lang, languages, spanish, said }) => {
    expect(coachText(lang, languages, "Bring water", spanish)).toBe(said);
  });
});

describe("composeMessage and tooLongText", () => {
  it.each<{
    case: string;
    en: string;
    es: string;
    send: GroupMeLanguages;
    text: string;
    fits: boolean;
    problem: string | null;
  }>([
    { case: "English", en: " Rain! ", es: "¡Lluvia!", send: "en", text: "Rain!", fits: true, problem: null },
    { case: "Spanish", en: "Rain!", es: "¡Lluvia!", send: "es", text: "¡Lluvia!", fits: true, problem: null },
    {
      case: "both, English first",
      en: "Rain!",
      es: "¡Lluvia!",
      send: "both",
      text: "Rain!\n\n¡Lluvia!",
      fits: true,
      problem: null,
    },
    {
      case: "both, Spanish blank",
      en: "Rain!",
      es: "  ",
      send: "both",
      text: "Rain!",
      fits: true,
      problem: null,
    },
    { case: "nothing", en: " ", es: "", send: "both", text: "", fits: false, problem: null },
    {
      case: "both at exactly 1000",
      en: "a".repeat(499),
      es: "b".repeat(499),
      send: "both",
      text: `${"a".repeat(499)}\n\n${"b".repeat(499)}`,
      fits: true,
      problem: null,
    },
    {
      case: "both one over",
      en: "a".repeat(500),
      es: "b".repeat(499),
      send: "both",
      text: `${"a".repeat(500)}\n\n${"b".repeat(499)}`,
      fits: false,
      problem:
        "English and Spanish together are 1,001 characters; GroupMe takes at most 1000. Send one language, or shorten the text.",
    },
  ])("$case", ({ en, es, send, text, fits, problem }) => {
    const fit = composeMessage({ en, es }, send);
    expect(fit).toEqual({ text, length: text.length, fits });
    expect(tooLongText(fit, send)).toBe(problem);
  });

  it("one language over 1000 is told to shorten", () => {
    const fit = composeMessage({ en: "a".repeat(1200), es: "" }, "en");
    expect(tooLongText(fit, "en")).toBe(
      "The message is 1,200 characters; GroupMe takes at most 1000. Shorten the text.",
    );
  });
});

import { describe, expect, it } from "vitest";
import {
  missingSpanish,
  SPANISH_HINT,
  SPANISH_MISSING_HINT,
  spanishHint,
  spanishRowHint,
} from "./spanish-version";

describe("spanishHint", () => {
  it.each([
    { case: "nothing written", english: "", spanish: "", hint: SPANISH_HINT },
    { case: "only blanks in English", english: "  ", spanish: "", hint: SPANISH_HINT },
    { case: "English without Spanish", english: "Bring water", spanish: "", hint: SPANISH_MISSING_HINT },
    { case: "English with blank Spanish", english: "Bring water", spanish: " ", hint: SPANISH_MISSING_HINT },
    { case: "both written", english: "Bring water", spanish: "Traiga agua", hint: SPANISH_HINT },
    { case: "Spanish alone", english: "", spanish: "Traiga agua", hint: SPANISH_HINT },
  ])("$case", ({ english, spanish, hint }) => {
    expect(spanishHint(english, spanish)).toBe(hint);
  });
});

describe("spanishRowHint", () => {
  it.each([
    { english: "Ball", spanish: "", hint: "No Spanish version yet." },
    { english: "Ball", spanish: "Balón", hint: undefined },
    { english: "", spanish: "", hint: undefined },
  ])("$english / $spanish → $hint", ({ english, spanish, hint }) => {
    expect(spanishRowHint(english, spanish)).toBe(hint);
  });
});

describe("missingSpanish", () => {
  it.each([
    { case: "nothing written", texts: [["notes", null, null]] as const, missing: [] },
    { case: "English only", texts: [["notes", "Bring water", null]] as const, missing: ["notes"] },
    { case: "both", texts: [["notes", "Bring water", "Traiga agua"]] as const, missing: [] },
    {
      case: "one of two, in order",
      texts: [
        ["notes", "Bring water", "Traiga agua"],
        ["status note", "Rain", null],
      ] as const,
      missing: ["status note"],
    },
    {
      case: "both of two",
      texts: [
        ["notes", "Bring water", ""],
        ["status note", "Rain", null],
      ] as const,
      missing: ["notes", "status note"],
    },
  ])("$case", ({ texts, missing }) => {
    expect(missingSpanish(texts)).toEqual(missing);
  });
});

import { describe, expect, it } from "vitest";
import { REAL_NAMES, REFUSED_NAMES } from "../../../tests/support/names";
import { bringingProblem, nameProblem, shortName, tidyText } from "./person-name";

describe("nameProblem", () => {
  it.each(REAL_NAMES)("takes %s", (name) => {
    expect(nameProblem(name)).toBeNull();
  });

  it.each(REFUSED_NAMES)("refuses $case with a sentence", ({ name, problem }) => {
    expect(nameProblem(name)).toMatch(problem);
  });

  it("counts characters, not UTF-16 units, after NFC: 60 letters of any script pass", () => {
    expect(nameProblem(`${"é".repeat(29)} ${"ü".repeat(30)}`)).toBeNull();
    // "e" + combining acute, 60 times: NFC makes 60 characters of 120 code points.
    expect(nameProblem("e\u0301".repeat(60))).toBeNull();
  });
});

describe("tidyText", () => {
  it.each([
    { given: "  María   García ", stored: "María García" },
    { given: "Jos\u0065\u0301", stored: "José" },
    { given: "Ana\u00A0Lucía", stored: "Ana Lucía" },
    { given: "Ana\u3000Lucía", stored: "Ana Lucía" },
  ])("stores $given as $stored", ({ given, stored }) => {
    expect(tidyText(given)).toBe(stored);
  });
});

describe("bringingProblem", () => {
  it.each(["Orange slices, 2 cases of water", "Juice boxes & granola bars", "12 bananas", "Pão de queijo"])(
    "takes %s",
    (note) => {
      expect(bringingProblem(note)).toBeNull();
    },
  );

  it.each([
    { note: "Pay the snack fee at venmo.me", problem: /web addresses/ },
    { note: "Water\u202E", problem: /hidden character/ },
    { note: "Snacks! Call 512-555-0100?", problem: /letters, numbers/ },
    { note: "x".repeat(81), problem: /80 characters/ },
  ])("refuses $note", ({ note, problem }) => {
    expect(bringingProblem(note)).toMatch(problem);
  });
});

describe("shortName", () => {
  it.each([
    { name: "María José García", short: "María G." },
    { name: "Mary-Kate O'Neil", short: "Mary-Kate O." },
    { name: "Jane van Dyke", short: "Jane D." },
    { name: "Cher", short: "Cher" },
    { name: "  sam   rivera ", short: "sam R." },
    { name: "Анна Петрова", short: "Анна П." },
    { name: "李小龙", short: "李小龙" },
    { name: "J.R. Smith", short: "J.R. S." },
  ])("shows $name as $short", ({ name, short }) => {
    expect(shortName(name)).toBe(short);
  });
});

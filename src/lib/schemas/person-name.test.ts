import { describe, expect, it } from "vitest";
import { bringingProblem, nameProblem, shortName, tidyText } from "./person-name";

/** Real names in several scripts, each as a parent would type it. */
export const REAL_NAMES = [
  "María José García",
  "Zoë O'Brien",
  "Mary-Kate O’Neil",
  "Jean-Luc Picard",
  "J.R. Smith",
  "Siobhán Ní Bhriain",
  "D'Angelo Russell",
  "Nguyễn Thị Minh Khai",
  "Ólafur Arnalds",
  "Łucja Wróbel",
  "İbrahim Çelik",
  "Анна Петрова",
  "Ηλίας Παπαδόπουλος",
  "محمد علي",
  "אברהם כהן",
  "प्रिया शर्मा",
  "สมชาย ใจดี",
  "李小龙",
  "김민준",
  "さくら やまもと",
  "Bo",
];

/** Each attack of the audit and its like, with the sentence the form shows. */
export const REFUSED_NAMES: { case: string; name: string; problem: RegExp }[] = [
  { case: "a digit", name: "Jane 2", problem: /numbers/ },
  { case: "a number in another script", name: "Jane ٣", problem: /numbers/ },
  { case: "a domain", name: "snackfee.com", problem: /web addresses/ },
  { case: "a sentence with a domain", name: "Pay the snack fee at venmo.me", problem: /web addresses/ },
  { case: "a web address", name: "https://evil.example", problem: /web addresses/ },
  { case: "www", name: "www snackfee com", problem: /web addresses/ },
  { case: "an email address", name: "jane@example.com", problem: /web addresses/ },
  { case: "a zero-width space", name: "Jane\u200BDoe", problem: /hidden character/ },
  { case: "a zero-width joiner", name: "Ja\u200Dne Doe", problem: /hidden character/ },
  { case: "a right-to-left override", name: "Jane \u202EeoD", problem: /hidden character/ },
  { case: "a bidi isolate", name: "\u2066Jane Doe\u2069", problem: /hidden character/ },
  { case: "a left-to-right mark", name: "Jane\u200E Doe", problem: /hidden character/ },
  { case: "a soft hyphen", name: "Ja\u00ADne", problem: /hidden character/ },
  { case: "a control character", name: "Jane\u0000Doe", problem: /hidden character/ },
  { case: "a new line", name: "Jane\nDoe", problem: /hidden character/ },
  { case: "a private-use character", name: "Jane \uE000", problem: /hidden character/ },
  // NFC composes the first mark into "á"; four more stay piled on it.
  { case: "piled marks", name: "Ja\u0301\u0302\u0303\u0304\u0306ne", problem: /accent marks/ },
  { case: "an emoji", name: "Jane 🍎", problem: /letters, spaces/ },
  { case: "markup", name: "<b>Jane</b>", problem: /letters, spaces/ },
  { case: "a dollar sign", name: "Jane $", problem: /letters, spaces/ },
  { case: "one letter", name: "J", problem: /at least 2/ },
  { case: "punctuation only", name: "-'.", problem: /at least 2/ },
  { case: "61 characters", name: `${"A".repeat(30)} ${"B".repeat(30)}`, problem: /60 characters/ },
  { case: "nothing", name: "   ", problem: /enter your name/ },
];

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

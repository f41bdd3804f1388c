import { describe, expect, it } from "vitest";
import { REAL_NAMES, REFUSED_BRINGINGS, REFUSED_NAMES, TAKEN_BRINGINGS } from "../../../tests/support/names";
import {
  BRINGING_PAYMENT_PROBLEM,
  BRINGING_PHONE_PROBLEM,
  bringingProblem,
  nameProblem,
  shortName,
  tidyText,
} from "./person-name";
import { SnackSignupInputSchema, SnackVolunteerInputSchema } from "./snacks";
import { fieldIssueText } from "../../i18n/field-issues";
import { en } from "../../i18n/en";

/** A rule's issue as an English page shows it, e.g. "nameDigits" → "Please leave numbers out of your name." */
const said = (issue: string | null | undefined) =>
  issue == null ? issue : fieldIssueText(issue, en.kit.fields);

describe("nameProblem", () => {
  it.each(REAL_NAMES)("takes %s", (name) => {
    expect(nameProblem(name)).toBeNull();
  });

  it.each(REFUSED_NAMES)("refuses $case with a sentence", ({ name, problem }) => {
    expect(said(nameProblem(name))).toMatch(problem);
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
  it.each(TAKEN_BRINGINGS)("takes %s", (note) => {
    expect(bringingProblem(note)).toBeNull();
  });

  it.each(REFUSED_BRINGINGS)("refuses $case: $bringing", ({ bringing, problem }) => {
    expect(said(bringingProblem(bringing))).toMatch(problem);
  });

  it.each([
    { note: "Pay the snack fee at snackfee.com", problem: /web addresses/ },
    { note: "Water from jane@example.org", problem: /web addresses/ },
    { note: "Water\u202E", problem: /hidden character/ },
    { note: "Snacks! Water?", problem: /letters, numbers/ },
    { note: "Fruit for $ 20", problem: /\$ only before an amount/ },
    { note: "Fruit, $", problem: /\$ only before an amount/ },
    { note: "x".repeat(81), problem: /80 characters/ },
  ])("refuses $note", ({ note, problem }) => {
    expect(said(bringingProblem(note))).toMatch(problem);
  });

  it.each([
    // Six digits are a quantity, seven a phone number, whatever stands between them.
    { note: "Cups 123 456", problem: null },
    { note: "Cups 123 4567", problem: BRINGING_PHONE_PROBLEM },
    { note: "Cups 12-34-56", problem: null },
    { note: "Cups 12-34-567", problem: BRINGING_PHONE_PROBLEM },
    { note: "Cups 12 3.4-56", problem: null },
    { note: "Cups (12) 3.4 567", problem: BRINGING_PHONE_PROBLEM },
    // A word between two runs ends the first.
    { note: "123 cups 4567 napkins", problem: null },
    // "$" and a digit is an amount; "$" and a letter a cashtag.
    { note: "$5 of juice", problem: null },
    { note: "$J5 of juice", problem: BRINGING_PAYMENT_PROBLEM },
  ])("draws the line at $note", ({ note, problem }) => {
    expect(bringingProblem(note)).toBe(problem);
  });

  it("never repeats what was typed in its sentence", () => {
    for (const { bringing } of REFUSED_BRINGINGS) {
      const sentence = said(bringingProblem(bringing)) ?? "";
      for (const word of bringing.split(/[\s,.()]+/).filter((part) => part.length > 3)) {
        if (/^(?:venmo|zelle|paypal|cash)$/i.test(word)) continue;
        expect(sentence, bringing).not.toContain(word);
      }
    }
  });
});

describe("the bringing rule in the routes' schema", () => {
  const signup = { parentName: "Sam Rivera", parentEmail: "sam@example.com" };

  it.each(REFUSED_BRINGINGS)(
    "refuses $case on the bringing field of a sign-up, a change and an assignment",
    ({ bringing, problem }) => {
      for (const schema of [SnackSignupInputSchema, SnackVolunteerInputSchema]) {
        const parsed = schema.safeParse({ ...signup, bringing });
        expect(parsed.success).toBe(false);
        expect(parsed.error?.issues.map((issue) => issue.path)).toEqual([["bringing"]]);
        expect(said(parsed.error?.issues[0]?.message)).toMatch(problem);
      }
    },
  );

  it.each(TAKEN_BRINGINGS)("takes %s", (bringing) => {
    expect(SnackVolunteerInputSchema.parse({ ...signup, bringing }).bringing).toBe(bringing);
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

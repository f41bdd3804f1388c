import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LIMITS } from "../../lib/constants";
import { ALERT_LEVELS } from "../../lib/field-alert";
import { FieldAlertAnswerSchema } from "../../lib/schemas/game-day";
import { INTL_LOCALE } from "../../i18n/lang";
import { wordsFor } from "../../i18n/words";
import { alertMessage, isCurrent, isFieldAlertAnswer, untilText } from "./field-alert";

const alert = {
  message: "All fields closed today: rain",
  level: "closed",
  endsAt: "2025-09-16T04:59:59.999Z",
  updatedAt: "2025-09-15T13:05:00.000Z",
};

describe("isFieldAlertAnswer", () => {
  it.each([
    { name: "no alert", body: { alert: null } },
    { name: "a closed alert", body: { alert } },
    { name: "each level", body: { alert: { ...alert, level: "info" } } },
    { name: "warning", body: { alert: { ...alert, level: "warning" } } },
    { name: "one character", body: { alert: { ...alert, message: "!" } } },
    { name: "280 characters", body: { alert: { ...alert, message: "x".repeat(LIMITS.alertMessage) } } },
    { name: "280 emoji, a character each", body: { alert: { ...alert, message: "⚽🌧".repeat(140) } } },
    { name: "instants without a fraction", body: { alert: { ...alert, endsAt: "2025-09-16T05:00:00Z" } } },
    {
      name: "nine digits of fraction",
      body: { alert: { ...alert, updatedAt: "2025-09-15T13:05:00.123456789Z" } },
    },
    { name: "a field the answer may grow", body: { alert: null, next: null } },
    { name: "a Spanish message", body: { alert: { ...alert, messageEs: "Canchas cerradas hoy: lluvia" } } },
    { name: "no Spanish message", body: { alert: { ...alert, messageEs: null } } },
    {
      name: "a Spanish message of 280 characters",
      body: { alert: { ...alert, messageEs: "ñ".repeat(LIMITS.alertMessage) } },
    },
  ])("accepts $name, as the schema does", ({ body }) => {
    expect(FieldAlertAnswerSchema.safeParse(body).success).toBe(true);
    expect(isFieldAlertAnswer(body, ALERT_LEVELS)).toBe(true);
  });

  it.each([
    { name: "nothing", body: undefined },
    { name: "null", body: null },
    { name: "a string", body: "<!doctype html><title>Not found</title>" },
    { name: "an array", body: [alert] },
    { name: "the API's error", body: { error: { code: "not_found", message: "Not found" } } },
    { name: "no alert field", body: {} },
    { name: "an alert that is a string", body: { alert: "Fields closed" } },
    { name: "an alert that is an array", body: { alert: [] } },
    { name: "an empty message", body: { alert: { ...alert, message: "" } } },
    { name: "281 characters", body: { alert: { ...alert, message: "x".repeat(LIMITS.alertMessage + 1) } } },
    { name: "281 emoji", body: { alert: { ...alert, message: `${"🌧".repeat(LIMITS.alertMessage)}⚽` } } },
    { name: "a message that is not text", body: { alert: { ...alert, message: 42 } } },
    {
      name: "no message",
      body: { alert: { level: "closed", endsAt: alert.endsAt, updatedAt: alert.updatedAt } },
    },
    { name: "an unknown level", body: { alert: { ...alert, level: "urgent" } } },
    { name: "a level in capitals", body: { alert: { ...alert, level: "Closed" } } },
    { name: "no level", body: { alert: { ...alert, level: undefined } } },
    { name: "endsAt as a number", body: { alert: { ...alert, endsAt: 1758000000000 } } },
    { name: "endsAt with an offset", body: { alert: { ...alert, endsAt: "2025-09-15T23:59:59-05:00" } } },
    { name: "endsAt as a date only", body: { alert: { ...alert, endsAt: "2025-09-15" } } },
    { name: "endsAt in words", body: { alert: { ...alert, endsAt: "Sep 15 2025 11:59 PM" } } },
    { name: "an impossible hour", body: { alert: { ...alert, endsAt: "2025-09-15T25:00:00Z" } } },
    { name: "no updatedAt", body: { alert: { ...alert, updatedAt: null } } },
    { name: "an empty Spanish message", body: { alert: { ...alert, messageEs: "" } } },
    {
      name: "a Spanish message of 281 characters",
      body: { alert: { ...alert, messageEs: "ñ".repeat(LIMITS.alertMessage + 1) } },
    },
    { name: "a Spanish message that is not text", body: { alert: { ...alert, messageEs: 42 } } },
  ])("refuses $name, as the schema does", ({ body }) => {
    expect(FieldAlertAnswerSchema.safeParse(body).success).toBe(false);
    expect(isFieldAlertAnswer(body, ALERT_LEVELS)).toBe(false);
  });

  /** Instants near the schema's edges: any precision, the years 0000 to 9999, and a few malformed. */
  const instant = fc.oneof(
    fc
      .date({
        min: new Date("0000-01-01T00:00:00Z"),
        max: new Date("9999-12-31T23:59:59.999Z"),
        noInvalidDate: true,
      })
      .chain((date) =>
        fc
          .constantFrom("", ".5", ".123456", ".123456789123456", "drop")
          .map((fraction) =>
            fraction === ""
              ? date.toISOString()
              : date.toISOString().replace(/\.\d{3}Z$/, fraction === "drop" ? "Z" : `${fraction}Z`),
          ),
      ),
    fc.constantFrom(
      "2025-02-29T00:00:00Z",
      "2024-02-29T23:59:59Z",
      "2025-09-15T12:00Z",
      "2025-09-15t12:00:00z",
      "",
    ),
  );
  const answer = fc.record({
    alert: fc.option(
      fc.record(
        {
          message: fc.oneof(
            fc.string({ maxLength: 300, unit: "binary" }),
            // Near the limit, in code points that take one or two UTF-16 units.
            fc.string({ minLength: 275, maxLength: 285, unit: "binary" }),
            fc.string({ minLength: 270, maxLength: 290, unit: "grapheme" }),
          ),
          level: fc.constantFrom(...ALERT_LEVELS, "urgent", ""),
          endsAt: instant,
          updatedAt: instant,
          extra: fc.constant(true),
        },
        { requiredKeys: [] },
      ),
      { freq: 5 },
    ),
  });

  it("accepts every answer the schema accepts", () => {
    let accepted = 0;
    fc.assert(
      fc.property(answer, (body) => {
        if (!FieldAlertAnswerSchema.safeParse(body).success) return;
        accepted += 1;
        expect(isFieldAlertAnswer(body, ALERT_LEVELS)).toBe(true);
      }),
      { numRuns: 3000 },
    );
    // The generator reaches the schema's side often enough to mean something.
    expect(accepted).toBeGreaterThan(100);
  });
});

describe("isCurrent", () => {
  const endsAt = "2025-09-16T04:59:59.999Z";
  it.each([
    { now: "2025-09-15T17:00:00.000Z", expected: true },
    { now: "2025-09-16T04:59:59.998Z", expected: true },
    { now: "2025-09-16T04:59:59.999Z", expected: false },
    { now: "2025-09-17T17:00:00.000Z", expected: false },
  ])("at $now: $expected", ({ now, expected }) => {
    expect(isCurrent({ endsAt }, Date.parse(now))).toBe(expected);
  });
});

describe("untilText", () => {
  it.each([
    {
      name: "tonight",
      endsAt: "2025-09-16T04:59:59.999Z",
      now: "2025-09-15T17:00:00.000Z",
      expected: "Until 11:59 PM",
    },
    {
      name: "this morning",
      endsAt: "2025-09-15T14:00:00.000Z",
      now: "2025-09-15T05:00:00.000Z",
      expected: "Until 9:00 AM",
    },
    {
      name: "noon",
      endsAt: "2025-09-15T17:00:00.000Z",
      now: "2025-09-15T16:00:00.000Z",
      expected: "Until 12:00 PM",
    },
    {
      name: "midnight is the next day",
      endsAt: "2025-09-16T05:00:00.000Z",
      now: "2025-09-15T17:00:00.000Z",
      expected: "Until Tue, Sep 16, 12:00 AM",
    },
    {
      name: "a later day",
      endsAt: "2025-09-27T14:00:00.000Z",
      now: "2025-09-15T17:00:00.000Z",
      expected: "Until Sat, Sep 27, 9:00 AM",
    },
    {
      // 11 PM in Kyle is already the next day in UTC, and in Tokyo, where the tests run.
      name: "late evening, the next day in UTC",
      endsAt: "2025-09-16T04:00:00.000Z",
      now: "2025-09-15T23:30:00.000Z",
      expected: "Until 11:00 PM",
    },
    {
      name: "the same day of another year",
      endsAt: "2026-09-15T20:00:00.000Z",
      now: "2025-09-15T17:00:00.000Z",
      expected: "Until Tue, Sep 15, 3:00 PM",
    },
    {
      // 2 Nov 2025: 1:30 AM CDT, then 1:30 AM CST an hour later.
      name: "across the end of daylight saving time",
      endsAt: "2025-11-02T07:30:00.000Z",
      now: "2025-11-02T06:30:00.000Z",
      expected: "Until 1:30 AM",
    },
    {
      name: "the day after the change, in standard time",
      endsAt: "2025-11-03T15:00:00.000Z",
      now: "2025-11-02T15:00:00.000Z",
      expected: "Until Mon, Nov 3, 9:00 AM",
    },
  ])("$name: $expected", ({ endsAt, now, expected }) => {
    expect(untilText(endsAt, Date.parse(now), wordsFor("en").alert, INTL_LOCALE.en)).toBe(expected);
  });

  it.each([
    {
      name: "tonight",
      endsAt: "2025-09-16T04:59:59.999Z",
      now: "2025-09-15T17:00:00.000Z",
      expected: /^Hasta 11:59 p\. ?m\.$/,
    },
    {
      name: "a later day",
      endsAt: "2025-09-27T14:00:00.000Z",
      now: "2025-09-15T17:00:00.000Z",
      expected: /^Hasta el sáb, 27 de sept\.?, 9:00 a\. ?m\.$/,
    },
  ])("in Spanish, $name: $expected", ({ endsAt, now, expected }) => {
    expect(untilText(endsAt, Date.parse(now), wordsFor("es").alert, INTL_LOCALE.es)).toMatch(expected);
  });
});

describe("alertMessage", () => {
  const english = "All fields closed today: rain";
  const spanish = "Todas las canchas cerradas hoy: lluvia";
  it.each([
    { page: "en", messageEs: spanish, expected: { text: english, lang: undefined, inEnglish: false } },
    { page: "en", messageEs: null, expected: { text: english, lang: undefined, inEnglish: false } },
    { page: "es", messageEs: spanish, expected: { text: spanish, lang: undefined, inEnglish: false } },
    { page: "es", messageEs: null, expected: { text: english, lang: "en", inEnglish: true } },
    { page: "es", messageEs: undefined, expected: { text: english, lang: "en", inEnglish: true } },
  ] as const)("on a $page page with Spanish $messageEs", ({ page, messageEs, expected }) => {
    expect(alertMessage({ message: english, messageEs }, page)).toEqual(expected);
  });
});

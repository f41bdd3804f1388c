import { describe, expect, it } from "vitest";
import { parseRetryAfter } from "./retry-after-header";

const now = Date.parse("2025-09-15T17:00:00.000Z");

describe("parseRetryAfter", () => {
  it.each([
    { header: "840", expected: 840 },
    { header: " 60 ", expected: 60 },
    { header: "0", expected: 0 },
    { header: "Mon, 15 Sep 2025 17:14:00 GMT", expected: 840 },
    { header: "Mon, 15 Sep 2025 17:00:00 GMT", expected: 0 },
    { header: "Mon, 15 Sep 2025 16:00:00 GMT", expected: 0 },
    { header: null, expected: null },
    { header: "", expected: null },
    { header: "soon", expected: null },
    { header: "-5", expected: null },
  ])("$header → $expected", ({ header, expected }) => {
    expect(parseRetryAfter(header, now)).toBe(expected);
  });
});

import { describe, expect, it } from "vitest";
import { parseRetryAfter } from "./retry-after-header";

/** Monday 15 Sep 2025, 17:00 UTC: what an HTTP date is counted from. */
const now = Date.parse("2025-09-15T17:00:00.000Z");

// The header's two forms (RFC 9110), then what is neither.
describe("parseRetryAfter", () => {
  it.each([
    { header: "840", expected: 840 },
    { header: " 60 ", expected: 60 },
    { header: "0", expected: 0 },
  ])("reads the seconds $header as $expected", ({ header, expected }) => {
    expect(parseRetryAfter(header, now)).toBe(expected);
  });

  it.each([
    { header: "Mon, 15 Sep 2025 17:14:00 GMT", expected: 840 },
    { header: "Mon, 15 Sep 2025 17:00:00 GMT", expected: 0 },
    { header: "Mon, 15 Sep 2025 16:00:00 GMT", expected: 0 },
  ])("counts the date $header from now: $expected s", ({ header, expected }) => {
    expect(parseRetryAfter(header, now)).toBe(expected);
  });

  it.each([null, "", "soon", "-5"])("reads no wait from %j", (header) => {
    expect(parseRetryAfter(header, now)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { matchingStep, newTotpSecret, totpFor, totpSecret, totpStep } from "./totp";

/** RFC 6238, appendix B: the SHA-1 seed "12345678901234567890" in base32. */
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

describe("matchingStep", () => {
  // RFC 6238's SHA-1 test values, cut to the last 6 of their 8 digits as RFC 4226 truncates.
  it.each([
    { seconds: 59, code: "287082", step: 1 },
    { seconds: 1_111_111_109, code: "081804", step: 37_037_036 },
    { seconds: 1_111_111_111, code: "050471", step: 37_037_037 },
    { seconds: 1_234_567_890, code: "005924", step: 41_152_263 },
    { seconds: 2_000_000_000, code: "279037", step: 66_666_666 },
    { seconds: 20_000_000_000, code: "353130", step: 666_666_666 },
  ])("accepts RFC 6238's code $code at $seconds s as step $step", ({ seconds, code, step }) => {
    expect(totpStep(seconds * 1000)).toBe(step);
    expect(matchingStep(RFC_SECRET, code, seconds * 1000)).toBe(step);
  });

  it.each([
    { offset: -60, step: null },
    { offset: -30, step: 37_037_037 },
    { offset: 0, step: 37_037_037 },
    { offset: 30, step: 37_037_037 },
    { offset: 60, step: null },
  ])("takes a code one step either side of now: $offset s away → $step", ({ offset, step }) => {
    expect(matchingStep(RFC_SECRET, "050471", (1_111_111_111 + offset) * 1000)).toBe(step);
  });

  it.each(["050472", "50471", "0504710", " 050471", "05047a", "", "１２３４５６"])("refuses %j", (code) => {
    expect(matchingStep(RFC_SECRET, code, 1_111_111_111_000)).toBeNull();
  });

  it("refuses the right code of another secret", () => {
    const code = totpFor(RFC_SECRET).generate({ timestamp: 1_111_111_111_000 });
    expect(matchingStep("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", code, 1_111_111_111_000)).toBeNull();
  });
});

describe("totpSecret", () => {
  it.each([
    { value: undefined, expected: null },
    { value: "", expected: null },
    { value: "   ", expected: null },
    { value: RFC_SECRET, expected: RFC_SECRET },
    { value: "gezd gnbv gy3t qojq gezd gnbv gy3t qojq", expected: RFC_SECRET },
    { value: `${RFC_SECRET}====`, expected: RFC_SECRET },
  ])("reads $value as $expected", ({ value, expected }) => {
    expect(totpSecret({ COACH_TOTP_SECRET: value })).toBe(expected);
  });

  it.each([
    { case: "too short (80 bits)", value: "JBSWY3DPEHPK3PXP" },
    { case: "not base32 (0, 1, 8 and 9 are not in it)", value: "GEZDGNBVGY3TQOJQGEZDGNBVGY3T0189" },
    { case: "hexadecimal", value: "3132333435363738393031323334353637383930" },
  ])("refuses a secret that is $case, naming the variable", ({ value }) => {
    expect(() => totpSecret({ COACH_TOTP_SECRET: value })).toThrow(
      /^COACH_TOTP_SECRET must be a base32 secret/,
    );
  });

  it("makes new secrets of 160 bits that it accepts", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(totpSecret({ COACH_TOTP_SECRET: secret })).toBe(secret);
    expect(newTotpSecret()).not.toBe(secret);
  });
});

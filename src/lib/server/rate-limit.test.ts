import { describe, expect, it } from "vitest";
import { limitedClient, RATE_LIMITS } from "./rate-limit";

describe("limitedClient", () => {
  // Each address as the sign-up's two limits count it (/64, then /48 for IPv6 only) and as the
  // sign-in's does (/48): null where a limit does not count it.
  it.each([
    ["203.0.113.9", "203.0.113.9", null, "203.0.113.9"],
    ["::ffff:203.0.113.9", "203.0.113.9", null, "203.0.113.9"],
    ["2001:db8:1:2::5", "2001:db8:1:2::/64", "2001:db8:1::/48", "2001:db8:1::/48"],
    ["2001:db8:1:ffff:aaaa::1", "2001:db8:1:ffff::/64", "2001:db8:1::/48", "2001:db8:1::/48"],
    ["2001:db8:1:2::/64", "2001:db8:1:2::/64", "2001:db8:1::/48", "2001:db8:1::/48"],
    ["unknown", "unknown", null, "unknown"],
  ])("%s → sign-ups per /64 %s, per /48 %s; sign-in %s", (address, bySignup, byNetwork, bySignIn) => {
    expect(limitedClient(RATE_LIMITS.snackSignup, address)).toBe(bySignup);
    expect(limitedClient(RATE_LIMITS.snackSignupNetwork, address)).toBe(byNetwork);
    expect(limitedClient(RATE_LIMITS.login, address)).toBe(bySignIn);
  });

  // One /48 spread over its /64s: each /64 has its own 20 sign-ups, and all of them together 60.
  it.each([
    { a: "2001:db8:1:2::1", b: "2001:db8:1:2:ffff::9", sameSignup: true, sameNetwork: true },
    { a: "2001:db8:1:2::1", b: "2001:db8:1:3::1", sameSignup: false, sameNetwork: true },
    { a: "2001:db8:1:2::1", b: "2001:db8:2:2::1", sameSignup: false, sameNetwork: false },
  ])(
    "$a and $b: one window of 20 sign-ups $sameSignup, one of 60 $sameNetwork",
    ({ a, b, sameSignup, sameNetwork }) => {
      const same = (limit: (typeof RATE_LIMITS)[keyof typeof RATE_LIMITS]) =>
        limitedClient(limit, a) === limitedClient(limit, b);
      expect(same(RATE_LIMITS.snackSignup)).toBe(sameSignup);
      expect(same(RATE_LIMITS.snackSignupNetwork)).toBe(sameNetwork);
    },
  );

  it("holds a /48 to three times a /64's sign-ups, in the same 10 minutes", () => {
    expect(RATE_LIMITS.snackSignupNetwork.limit).toBe(3 * RATE_LIMITS.snackSignup.limit);
    expect(RATE_LIMITS.snackSignupNetwork.windowMs).toBe(RATE_LIMITS.snackSignup.windowMs);
  });
});

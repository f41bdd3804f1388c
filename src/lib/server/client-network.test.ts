import { describe, expect, it } from "vitest";
import { clientNetwork } from "./client-network";

describe("clientNetwork", () => {
  it.each([
    { address: "203.0.113.9", expected: "203.0.113.9" },
    { address: "::ffff:203.0.113.9", expected: "203.0.113.9" },
    { address: "2001:db8:1:2:aaaa:bbbb:cccc:5", expected: "2001:db8:1:2::/64" },
    { address: "2001:db8:1:2::5", expected: "2001:db8:1:2::/64" },
    { address: "2001:DB8:0001:0002:ffff::1", expected: "2001:db8:1:2::/64" },
    { address: "2001:db8::1", expected: "2001:db8:0:0::/64" },
    { address: "::1", expected: "0:0:0:0::/64" },
    { address: "fe80::1%eth0", expected: "fe80:0:0:0::/64" },
    { address: "2001:db8:1:2::/64", expected: "2001:db8:1:2::/64" },
    { address: "2001:db8:1::/48", expected: "2001:db8:1::/48" },
    { address: "unknown", expected: "unknown" },
    { address: "1::2::3", expected: "1::2::3" },
    { address: "2001:db8::/96", expected: "2001:db8::/96" },
  ])("$address → $expected", ({ address, expected }) => {
    expect(clientNetwork(address)).toBe(expected);
  });

  it.each([
    { address: "203.0.113.9", expected: "203.0.113.9" },
    { address: "::ffff:203.0.113.9", expected: "203.0.113.9" },
    { address: "2001:db8:1:2:aaaa:bbbb:cccc:5", expected: "2001:db8:1::/48" },
    { address: "2001:DB8:0001:ffff::1", expected: "2001:db8:1::/48" },
    { address: "2001:db8::1", expected: "2001:db8:0::/48" },
    { address: "fe80::1%eth0", expected: "fe80:0:0::/48" },
    { address: "2001:db8:1:2::/64", expected: "2001:db8:1::/48" },
    { address: "2001:db8:1::/48", expected: "2001:db8:1::/48" },
    { address: "unknown", expected: "unknown" },
    { address: "1::2::3", expected: "1::2::3" },
  ])("by /48 (the sign-in): $address → $expected", ({ address, expected }) => {
    expect(clientNetwork(address, 48)).toBe(expected);
  });

  it.each([
    { a: "2001:db8:1:2::1", b: "2001:db8:1:2:ffff:ffff:ffff:ffff", prefix: 64, same: true },
    { a: "2001:db8:1:2::1", b: "2001:db8:1:3::1", prefix: 64, same: false },
    { a: "2001:db8:1:2::1", b: "2001:db8:1:3::1", prefix: 48, same: true },
    { a: "2001:db8:1:2::1", b: "2001:db8:1:ffff:ffff::1", prefix: 48, same: true },
    { a: "2001:db8:1:2::1", b: "2001:db8:2:2::1", prefix: 48, same: false },
    { a: "203.0.113.9", b: "203.0.113.10", prefix: 48, same: false },
  ] as const)("/$prefix: $a and $b are one client: $same", ({ a, b, prefix, same }) => {
    expect(clientNetwork(a, prefix) === clientNetwork(b, prefix)).toBe(same);
  });

  it("never widens a network it is given", () => {
    expect(clientNetwork(clientNetwork("2001:db8:1:2::1", 48), 64)).toBe("2001:db8:1::/48");
  });
});

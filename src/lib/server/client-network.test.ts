import { describe, expect, it } from "vitest";
import { clientNetwork } from "./client-network";

describe("clientNetwork", () => {
  // Each address as most limits count it (/64) and as the sign-in does (/48).
  it.each([
    ["203.0.113.9", "203.0.113.9", "203.0.113.9"],
    ["::ffff:203.0.113.9", "203.0.113.9", "203.0.113.9"],
    ["2001:db8:1:2:aaaa:bbbb:cccc:5", "2001:db8:1:2::/64", "2001:db8:1::/48"],
    ["2001:db8:1:2::5", "2001:db8:1:2::/64", "2001:db8:1::/48"],
    ["2001:DB8:0001:0002:ffff::1", "2001:db8:1:2::/64", "2001:db8:1::/48"],
    ["2001:DB8:0001:ffff::1", "2001:db8:1:ffff::/64", "2001:db8:1::/48"],
    ["2001:db8::1", "2001:db8:0:0::/64", "2001:db8:0::/48"],
    ["::1", "0:0:0:0::/64", "0:0:0::/48"],
    ["fe80::1%eth0", "fe80:0:0:0::/64", "fe80:0:0::/48"],
    ["2001:db8:1:2::/64", "2001:db8:1:2::/64", "2001:db8:1::/48"],
    ["2001:db8:1::/48", "2001:db8:1::/48", "2001:db8:1::/48"],
    ["2001:db8::/96", "2001:db8::/96", "2001:db8::/96"],
    ["unknown", "unknown", "unknown"],
    ["1::2::3", "1::2::3", "1::2::3"],
  ])("%s → %s, by /48 (the sign-in) %s", (address, by64, by48) => {
    expect(clientNetwork(address)).toBe(by64);
    expect(clientNetwork(address, 48)).toBe(by48);
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

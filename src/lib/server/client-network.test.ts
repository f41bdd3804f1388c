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
    { address: "unknown", expected: "unknown" },
    { address: "1::2::3", expected: "1::2::3" },
  ])("$address → $expected", ({ address, expected }) => {
    expect(clientNetwork(address)).toBe(expected);
  });

  it("counts every address of one /64 as one client", () => {
    expect(clientNetwork("2001:db8:1:2::1")).toBe(clientNetwork("2001:db8:1:2:ffff:ffff:ffff:ffff"));
    expect(clientNetwork("2001:db8:1:2::1")).not.toBe(clientNetwork("2001:db8:1:3::1"));
  });
});

import { describe, expect, it } from "vitest";
import { CLAIM_BUDGETS, claimantsOf, SNACK_CLAIM_BUDGET, SNACK_NETWORK_CLAIM_BUDGET } from "./snack-claims";

describe("claimantsOf", () => {
  // Whose budgets a sign-up counts against: its email, its client, and an IPv6 client's /48.
  it.each([
    { client: "203.0.113.9", budgets: ["email jo@example.com", "client 203.0.113.9"] },
    { client: "::ffff:203.0.113.9", budgets: ["email jo@example.com", "client 203.0.113.9"] },
    {
      client: "2001:db8:1:2::5",
      budgets: ["email jo@example.com", "client 2001:db8:1:2::/64", "network 2001:db8:1::/48"],
    },
    {
      client: "2001:db8:1:2::/64",
      budgets: ["email jo@example.com", "client 2001:db8:1:2::/64", "network 2001:db8:1::/48"],
    },
    { client: "unknown", budgets: ["email jo@example.com", "client unknown"] },
  ])("$client counts against $budgets", ({ client, budgets }) => {
    expect(
      claimantsOf("jo@example.com", client).map(
        (claimant) => `${claimant.kind} ${claimant.kind === "email" ? claimant.email : claimant.network}`,
      ),
    ).toEqual(budgets);
  });

  // Whether two sign-ups share a budget of each kind.
  it.each([
    { a: "2001:db8:1:2::1", b: "2001:db8:1:2:ffff::9", client: true, network: true },
    { a: "2001:db8:1:2::1", b: "2001:db8:1:3::1", client: false, network: true },
    { a: "2001:db8:1:2::1", b: "2001:db8:1:ffff:ffff::1", client: false, network: true },
    { a: "2001:db8:1:2::1", b: "2001:db8:2:2::1", client: false, network: false },
    { a: "203.0.113.9", b: "203.0.113.10", client: false, network: false },
  ])("$a and $b share the client budget: $client, the /48's: $network", ({ a, b, client, network }) => {
    const of = (address: string, kind: "client" | "network") =>
      claimantsOf("jo@example.com", address).find((claimant) => claimant.kind === kind);
    expect(JSON.stringify(of(a, "client")) === JSON.stringify(of(b, "client"))).toBe(client);
    expect(
      of(a, "network") !== undefined && JSON.stringify(of(a, "network")) === JSON.stringify(of(b, "network")),
    ).toBe(network);
  });
});

describe("the budgets", () => {
  it("holds an email and a client to two upcoming games, and an IPv6 /48 to six", () => {
    expect(CLAIM_BUDGETS).toEqual({ email: 2, client: 2, network: 6 });
    expect(SNACK_CLAIM_BUDGET).toBe(2);
    expect(SNACK_NETWORK_CLAIM_BUDGET).toBe(6);
  });
});

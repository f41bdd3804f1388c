import { describe, expect, it } from "vitest";
import { DEFAULT_COST, hashPassword, PASSWORD_HASH_PATTERN, verifyPassword } from "./password";

// A cheap cost for most cases; one case uses the real cost the site runs with.
const cheap = { logN: 10, r: 8, p: 1 };

describe("password hashes", () => {
  it("verifies the right password at the production cost (N=2^17, r=8, p=1)", async () => {
    const stored = await hashPassword("correct horse battery staple");
    expect(stored).toMatch(/^scrypt\$17\$8\$1\$/);
    expect(stored).toMatch(PASSWORD_HASH_PATTERN);
    expect(DEFAULT_COST).toEqual({ logN: 17, r: 8, p: 1 });
    await expect(verifyPassword("correct horse battery staple", stored)).resolves.toBe(true);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same", cheap)).not.toBe(await hashPassword("same", cheap));
  });

  it.each([
    { name: "a wrong password", password: "wrong horse", stored: null },
    { name: "an empty password", password: "", stored: null },
    { name: "a malformed hash", password: "secret-pass", stored: "scrypt$17$8$1$abc" },
    { name: "a hash of another kind", password: "secret-pass", stored: "$2b$10$abcdefghijklmnopqrstuv" },
  ])("rejects $name", async ({ password, stored }) => {
    const hash = stored ?? (await hashPassword("secret-pass", cheap));
    await expect(verifyPassword(password, hash)).resolves.toBe(false);
  });

  it("treats composed and decomposed accents as the same password", async () => {
    const stored = await hashPassword("Fútbol-2025", cheap);
    await expect(verifyPassword("Fu\u0301tbol-2025", stored)).resolves.toBe(true);
  });
});

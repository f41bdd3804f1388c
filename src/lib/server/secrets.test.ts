import { createHash, createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useEnv } from "../../../tests/support/env";
import { rateLimitKey } from "./keys";
import { clientKey, deriveKey } from "./secrets";

const SECRET = "a-secret-for-these-tests-only-0123456789";

let restoreEnv: () => void;
beforeAll(() => {
  restoreEnv = useEnv({ APP_ENV: "test", SESSION_SECRET: SECRET });
});
afterAll(() => {
  restoreEnv();
});

/** HKDF-SHA256 written out from RFC 5869 (extract, then expand one block), to hold the derivation to it. */
function rfc5869(secret: string, salt: string, info: string): Buffer {
  const prk = createHmac("sha256", salt).update(secret).digest();
  return createHmac("sha256", prk)
    .update(Buffer.concat([Buffer.from(info), Buffer.from([1])]))
    .digest();
}

describe("deriveKey", () => {
  it.each(["session", "client-keys", "credentials", "snack-claims"])(
    "derives the key for %s with HKDF-SHA256 from SESSION_SECRET",
    (purpose) => {
      expect(deriveKey(purpose)).toEqual(rfc5869(SECRET, "hays-lightning/derived-keys/v1", purpose));
      expect(deriveKey(purpose)).toHaveLength(32);
    },
  );

  it("gives every purpose a key of its own, none of them the secret", () => {
    const keys = ["session", "client-keys", "credentials", "snack-claims"].map((purpose) =>
      deriveKey(purpose).toString("hex"),
    );
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).not.toContain(Buffer.from(SECRET).toString("hex"));
  });

  it("gives the same key every time for as long as the secret holds, and another after it changes", () => {
    const before = deriveKey("session");
    expect(deriveKey("session")).toEqual(before);
    const restore = useEnv({ SESSION_SECRET: `${SECRET}-rotated` });
    try {
      expect(deriveKey("session")).not.toEqual(before);
    } finally {
      restore();
    }
    expect(deriveKey("session")).toEqual(before);
  });

  it.each(["", "Session", "snack claims", "snack--claims", "-session", "session/1"])(
    "refuses %j as a purpose",
    (purpose) => {
      expect(() => deriveKey(purpose)).toThrow(/Not a key purpose/);
    },
  );
});

describe("clientKey", () => {
  it.each([
    { client: "203.0.113.9" },
    { client: "2001:db8:1:2::/64" },
    { client: "2001:db8:1::/48" },
    { client: "unknown" },
  ])("names $client by 32 hex characters that do not show the address", ({ client }) => {
    const key = clientKey(client);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(clientKey(client)).toBe(key);
    expect(key).toBe(
      createHmac("sha256", deriveKey("client-keys")).update(client).digest("hex").slice(0, 32),
    );
    // Neither a plain hash (reversible by trying every IPv4 address) nor keyed with the secret itself.
    expect(key).not.toBe(createHash("sha256").update(client).digest("hex").slice(0, 32));
    expect(key).not.toBe(createHmac("sha256", SECRET).update(client).digest("hex").slice(0, 32));
  });

  it("tells clients apart, and names their rate-limit windows", () => {
    expect(clientKey("203.0.113.9")).not.toBe(clientKey("203.0.113.10"));
    expect(rateLimitKey("contact", "203.0.113.9")).toBe(`rate-limits/contact/${clientKey("203.0.113.9")}`);
  });
});

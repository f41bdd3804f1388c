import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FamilyTokenSchema } from "../../lib/schemas/families";
import {
  FAMILY_TOKEN_KEY,
  familyLink,
  familyTokenFromHash,
  isFamilyToken,
  keepFamilyToken,
  storedFamilyToken,
  type TokenStorage,
} from "./family-link";

/** 43 characters of base64url, as 256 bits are written. */
const MAC = "Qm9v".repeat(11).slice(0, 43);
const TOKEN = `fam-garcia.1.3.${MAC}`;

describe("isFamilyToken", () => {
  it.each([
    { name: "slot 1", value: TOKEN, expected: true },
    { name: "slot 2, a UUID id, version 12", value: `3f2b9c1e-0d4a-4f6e.2.12.${MAC}`, expected: true },
    { name: "slot 3", value: `fam.3.1.${MAC}`, expected: false },
    { name: "version 0", value: `fam.1.0.${MAC}`, expected: false },
    { name: "a mac one short", value: `fam.1.1.${MAC.slice(1)}`, expected: false },
    { name: "a mac one long", value: `fam.1.1.${MAC}x`, expected: false },
    { name: "no id", value: `.1.1.${MAC}`, expected: false },
    { name: "a snack manage token", value: `v1.${MAC}`, expected: false },
    { name: "a space", value: `fam .1.1.${MAC}`, expected: false },
    { name: "a number", value: 7, expected: false },
    { name: "null", value: null, expected: false },
  ])("$name: $expected", ({ value, expected }) => {
    expect(isFamilyToken(value)).toBe(expected);
  });
});

describe("familyTokenFromHash", () => {
  it.each([
    { hash: `#${TOKEN}`, expected: { token: TOKEN } },
    { hash: `#${TOKEN} `, expected: { token: TOKEN } },
    { hash: "", expected: "missing" },
    { hash: "#", expected: "missing" },
    { hash: `#${TOKEN.slice(0, -3)}`, expected: "garbled" },
    { hash: "#%E0%A4%A", expected: "garbled" },
  ])("$hash", ({ hash, expected }) => {
    expect(familyTokenFromHash(hash)).toEqual(expected);
  });
});

describe("familyLink", () => {
  it.each([
    { origin: "https://x.org", page: undefined, expected: `https://x.org/family#${TOKEN}` },
    { origin: "https://x.org/", page: "/es/family", expected: `https://x.org/es/family#${TOKEN}` },
  ])("$origin $page", ({ origin, page, expected }) => {
    expect(familyLink(origin, TOKEN, page)).toBe(expected);
  });
});

describe("the phone's memory of the link", () => {
  const storage = (initial: Record<string, string> = {}): TokenStorage & { data: Map<string, string> } => {
    const data = new Map(Object.entries(initial));
    return {
      data,
      getItem: (key) => data.get(key) ?? null,
      setItem: (key, value) => data.set(key, value),
      removeItem: (key) => data.delete(key),
    };
  };
  const blocked: TokenStorage = {
    getItem: () => {
      throw new Error("blocked");
    },
    setItem: () => {
      throw new Error("blocked");
    },
    removeItem: () => {
      throw new Error("blocked");
    },
  };

  it.each([
    { name: "a kept token", store: storage({ [FAMILY_TOKEN_KEY]: TOKEN }), expected: TOKEN },
    { name: "nothing kept", store: storage(), expected: null },
    { name: "not a token", store: storage({ [FAMILY_TOKEN_KEY]: "hello" }), expected: null },
    { name: "blocked storage", store: blocked, expected: null },
    { name: "no storage", store: undefined, expected: null },
  ])("reads $name", ({ store, expected }) => {
    expect(storedFamilyToken(store)).toBe(expected);
  });

  it("keeps, then forgets, a token; blocked storage is no error", () => {
    const store = storage();
    keepFamilyToken(store, TOKEN);
    expect(store.data.get(FAMILY_TOKEN_KEY)).toBe(TOKEN);
    keepFamilyToken(store, null);
    expect(store.data.has(FAMILY_TOKEN_KEY)).toBe(false);
    expect(() => {
      keepFamilyToken(blocked, TOKEN);
    }).not.toThrow();
  });
});

describe("isFamilyToken and the API's schema", () => {
  it("agree", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc
            .tuple(
              fc.stringMatching(/^[\w.-]{0,66}$/),
              fc.constantFrom(".1.", ".2.", ".3.", "."),
              fc.stringMatching(/^\d{0,10}$/),
              fc.constantFrom(".", ""),
              fc.stringMatching(/^[\w-]{41,45}$/),
            )
            .map((parts) => parts.join("")),
        ),
        (value) => {
          expect(isFamilyToken(value)).toBe(FamilyTokenSchema.safeParse(value).success);
        },
      ),
    );
  });
});

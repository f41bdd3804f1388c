import { describe, expect, it } from "vitest";
import { shareOf, slipFor, slipPages } from "./slips";

const MAC = "Qm9v".repeat(11).slice(0, 43);
const TOKEN = `fam-1.1.2.${MAC}`;

describe("slipFor", () => {
  it.each([
    {
      language: "en" as const,
      heading: "Garcia family: your family link",
      link: `https://x.org/family#${TOKEN}`,
      text: /^Scan this code/,
    },
    {
      language: "es" as const,
      heading: "Garcia family: el enlace de su familia",
      link: `https://x.org/es/family#${TOKEN}`,
      text: /^Escanee este código/,
    },
  ])("speaks the family's language: $language", ({ language, heading, link, text }) => {
    const slip = slipFor({ id: "fam-1", name: "Garcia family", language }, TOKEN, "https://x.org");
    expect(slip).toMatchObject({ familyId: "fam-1", lang: language, heading, link });
    expect(slip.text).toMatch(text);
  });
});

describe("slipPages", () => {
  it.each([
    { count: 0, sizes: [] },
    { count: 8, sizes: [8] },
    { count: 11, sizes: [8, 3] },
    { count: 17, sizes: [8, 8, 1] },
  ])("$count slips → $sizes", ({ count, sizes }) => {
    expect(slipPages(Array.from({ length: count }, (_, index) => index)).map((page) => page.length)).toEqual(
      sizes,
    );
  });
});

describe("shareOf", () => {
  it("puts the heading and the link in WhatsApp's and a text message's address", () => {
    const slip = slipFor({ id: "fam-1", name: "Garcia family", language: "es" }, TOKEN, "https://x.org");
    const body = encodeURIComponent(
      `Garcia family: el enlace de su familia\nhttps://x.org/es/family#${TOKEN}`,
    );
    expect(shareOf(slip)).toEqual({
      text: "Garcia family: el enlace de su familia",
      whatsApp: `https://wa.me/?text=${body}`,
      sms: `sms:?&body=${body}`,
    });
  });
});

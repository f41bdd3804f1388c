/**
 * The printable sheet of QR slips the coach hands out at the first practice: one slip per family,
 * in the family's language, with its link (`/family#…` or `/es/family#…`) as a QR code and as text,
 * eight slips to a printed page. Pure: the families' links and the site's address are passed in.
 */
import { fill } from "../../../i18n/fill";
import type { Lang } from "../../../i18n/lang";
import { familyLink } from "../family-link";
import { FAMILY_WORDS } from "./family-words";

/** Slips on one printed page (A4 or Letter): two across, four down. */
export const SLIPS_PER_PAGE = 8;

/** One family's slip, e.g. `{ lang: "es", heading: "Familia García: el enlace de su familia", … }`. */
export interface Slip {
  familyId: string;
  lang: Lang;
  heading: string;
  text: string;
  keep: string;
  /** The whole link the code holds, e.g. "https://x.org/es/family#fam-1.1.1.…". */
  link: string;
}

/** A family's page in its language: `/family` or `/es/family`. */
export const familyPage = (lang: Lang): string => (lang === "es" ? "/es/family" : "/family");

/**
 * The slip of a family with its link's `token`, in the family's language, e.g.
 * `slipFor({ id: "fam-1", name: "Garcia family", language: "en" }, token, "https://x.org")`.
 */
export function slipFor(
  family: { id: string; name: string; language: Lang },
  token: string,
  origin: string,
): Slip {
  const words = FAMILY_WORDS[family.language].slip;
  return {
    familyId: family.id,
    lang: family.language,
    heading: fill(words.heading, { family: family.name }),
    text: words.text,
    keep: words.keep,
    link: familyLink(origin, token, familyPage(family.language)),
  };
}

/** The slips in pages of eight, e.g. 11 slips → pages of 8 and 3. */
export function slipPages<T>(slips: readonly T[]): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < slips.length; start += SLIPS_PER_PAGE) {
    pages.push(slips.slice(start, start + SLIPS_PER_PAGE));
  }
  return pages;
}

/**
 * How the coach sends a family its link, in the family's language: the text to share (the slip's
 * heading) and the link, as the phone's share sheet, WhatsApp (`https://wa.me/?text=…`) and a text
 * message (`sms:?&body=…`) take them, e.g. for the Garcia family in English:
 * `{ text: "Garcia family: your family link", whatsApp: "https://wa.me/?text=Garcia%20family…", sms: "sms:?&body=Garcia…" }`.
 */
export function shareOf(slip: Pick<Slip, "heading" | "link">): {
  text: string;
  whatsApp: string;
  sms: string;
} {
  const body = encodeURIComponent(`${slip.heading}\n${slip.link}`);
  return { text: slip.heading, whatsApp: `https://wa.me/?text=${body}`, sms: `sms:?&body=${body}` };
}

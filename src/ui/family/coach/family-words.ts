/**
 * The family part of the catalogs in both languages, for what the coach makes for families: the
 * QR slips (in each family's language) and the nudge for the group (in the team's languages). Only
 * the coach's dashboard loads it.
 */
import { family as english } from "../../../i18n/en/family";
import { family as spanish } from "../../../i18n/es/family";
import type { Words } from "../../../i18n/catalog";
import type { Lang } from "../../../i18n/lang";

export const FAMILY_WORDS: Readonly<Record<Lang, Words<"family">>> = { en: english, es: spanish };

/**
 * Family links (docs/decisions/026-family-links.md): a token is `<familyId>.<slot>.<version>.<mac>`,
 * the mac an HMAC-SHA256 under a key derived from SESSION_SECRET (purpose `family-links`) over
 * `<familyId>.<slot>.<version>`, in base64url. The store keeps each slot's version, never a token:
 * the coach can print a link again (the same token is derived again), rotating a slot bumps its
 * version and so ends its old token at once, and a reader of the store or of a backup cannot make a
 * token without the secret.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { AppError } from "../domain/errors";
import type { Family, FamilyLinkRecord } from "../schemas/families";
import { FamilyTokenSchema } from "../schemas/families";
import { familiesRepository } from "./repositories/families";
import { deriveKey } from "./secrets";

const macOf = (familyId: string, slot: number, version: number): string =>
  createHmac("sha256", deriveKey("family-links"))
    .update(`${familyId}.${String(slot)}.${String(version)}`)
    .digest("base64url");

/** The token of a family's link, e.g. `familyToken("fam-1", { slot: 1, version: 2 })` → `"fam-1.1.2.Qm9v…"`. */
export const familyToken = (familyId: string, link: Pick<FamilyLinkRecord, "slot" | "version">): string =>
  `${familyId}.${String(link.slot)}.${String(link.version)}.${macOf(familyId, link.slot, link.version)}`;

/**
 * The one answer for a token that opens nothing: made up, malformed, missing, rotated, ended or of
 * a family that is gone alike, so a guesser learns nothing about which.
 */
export const familyLinkEnded = () => new AppError("not_found", 404, "familyLinkEnded");

/**
 * The family a token opens, or 404 `familyLinkEnded`. The mac is checked first, in constant time,
 * so a made-up token costs no store read; then the family must hold the slot at that version.
 */
export async function openFamily(header: string | null): Promise<Family> {
  const parsed = FamilyTokenSchema.safeParse(header?.trim() ?? "");
  if (!parsed.success) throw familyLinkEnded();
  const [familyId = "", slotText = "", versionText = "", mac = ""] = parsed.data.split(".");
  const slot = Number(slotText);
  const version = Number(versionText);
  const expected = Buffer.from(macOf(familyId, slot, version));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw familyLinkEnded();
  const family = await familiesRepository.get(familyId);
  const link = family?.links.find((entry) => entry.slot === slot);
  if (!family || link?.version !== version || link.endedAt !== null) throw familyLinkEnded();
  return family;
}

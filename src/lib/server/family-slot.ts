/** The `:slot` of a family link's route: `1` or `2`; anything else is the 404 of a family not found. */
import { FAMILY_LINK_SLOTS, type FamilyLinkSlot } from "../constants";
import { notFound } from "../domain/errors";
import type { FunctionContext } from "./function-context";

export function linkSlot(context: FunctionContext): FamilyLinkSlot {
  const slot = FAMILY_LINK_SLOTS.find((value) => String(value) === context.params.slot);
  if (slot === undefined) throw notFound("Family");
  return slot;
}

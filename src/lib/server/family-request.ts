/**
 * What every family route does first: count the request against the client's family-link limit
 * (before the token is looked at, so links cannot be tried at speed), then open the family its
 * `X-Family-Token` names, or answer the one 404 of a link that opens nothing.
 */
import { FAMILY_TOKEN_HEADER } from "../constants";
import type { Family } from "../schemas/families";
import { openFamily } from "./family-links";
import type { FunctionContext } from "./function-context";
import { clientAddress } from "./http";
import { consumeRateLimit, RATE_LIMITS } from "./rate-limit";

export async function familyOf(request: Request, context: FunctionContext): Promise<Family> {
  await consumeRateLimit(RATE_LIMITS.familyLink, clientAddress(request, context));
  return openFamily(request.headers.get(FAMILY_TOKEN_HEADER));
}

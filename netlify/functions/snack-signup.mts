import type { Config } from "@netlify/functions";
import { MANAGE_TOKEN_HEADER } from "../../src/lib/constants";
import { EmptyBodySchema } from "../../src/lib/schemas/http";
import { ManageTokenSchema, SnackVolunteerInputSchema } from "../../src/lib/schemas/snacks";
import {
  anyone,
  clientAddress,
  json,
  noContent,
  readJson,
  readOptionalJson,
  route,
} from "../../src/lib/server/http";
import { consumeRateLimit, RATE_LIMITS } from "../../src/lib/server/rate-limit";
import { logSecurityEvent } from "../../src/lib/server/security-log";
import type { FunctionContext } from "../../src/lib/server/function-context";
import { cancelSignup, changeSignup, readSignup, signupNotFound } from "../../src/lib/server/snack-signups";

/**
 * One sign-up, for whoever holds its manage token (`/snacks/manage#<token>`) and for nobody else:
 * see it, change it or cancel it until kick-off. The token travels in the `X-Snack-Manage-Token`
 * header, never in the path or the query, which the host's request logs keep. Rate-limited per
 * client, so tokens cannot be guessed at speed (they are 256 random bits besides). Never cached:
 * the answer is one family's. 404 for a token that opens nothing or is spent, and the same 404 for a
 * header that is missing or not a token; 409 once the game has started.
 */
async function tokenOf(request: Request, context: FunctionContext): Promise<string> {
  await consumeRateLimit(RATE_LIMITS.snackManage, clientAddress(request, context));
  // Trimmed like `If-Match`; a missing or malformed header is the answer of an unknown token, so
  // no answer says which part of a guess was wrong.
  const token = ManageTokenSchema.safeParse(request.headers.get(MANAGE_TOKEN_HEADER)?.trim() ?? "");
  if (!token.success) throw signupNotFound();
  return token.data;
}

export default route({
  GET: anyone(async (request, context) => json(await readSignup(await tokenOf(request, context)))),
  PUT: anyone(async (request, context) => {
    const token = await tokenOf(request, context);
    const view = await changeSignup(token, () => readJson(request, SnackVolunteerInputSchema));
    return json(view);
  }),
  DELETE: anyone(async (request, context) => {
    const token = await tokenOf(request, context);
    await readOptionalJson(request, EmptyBodySchema);
    await cancelSignup(token);
    // Never the token: the record's id is the part before its secret.
    logSecurityEvent(
      {
        event: "delete",
        outcome: "success",
        route: "DELETE /api/snack-signup",
        target: `users/${token.slice(0, token.lastIndexOf("."))}`,
      },
      clientAddress(request, context),
    );
    return noContent();
  }),
});

export const config: Config = { path: "/api/snack-signup" };

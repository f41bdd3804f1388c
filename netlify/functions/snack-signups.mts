import type { Config } from "@netlify/functions";
import { EmptyBodySchema } from "../../src/lib/schemas/http";
import { ManageTokenSchema, SnackVolunteerInputSchema } from "../../src/lib/schemas/snacks";
import { AppError } from "../../src/lib/domain/errors";
import {
  anyone,
  clientAddress,
  json,
  noContent,
  pathParam,
  readJson,
  readOptionalJson,
  route,
} from "../../src/lib/server/http";
import { consumeRateLimit, RATE_LIMITS } from "../../src/lib/server/rate-limit";
import { logSecurityEvent } from "../../src/lib/server/security-log";
import type { FunctionContext } from "../../src/lib/server/function-context";
import { cancelSignup, changeSignup, readSignup } from "../../src/lib/server/snack-signups";

/**
 * One sign-up, for whoever holds its manage token (`/snacks/manage#<token>`) and for nobody else:
 * see it, change it or cancel it until kick-off. Rate-limited per client, so tokens cannot be
 * guessed at speed (they are 256 random bits besides). Never cached: the answer is one family's.
 * 404 for a token that opens nothing or is spent, 409 once the game has started.
 */
async function tokenOf(request: Request, context: FunctionContext): Promise<string> {
  await consumeRateLimit(RATE_LIMITS.snackManage, clientAddress(request, context));
  const token = ManageTokenSchema.safeParse(pathParam(context, "token"));
  if (!token.success)
    throw new AppError(
      "not_found",
      404,
      "This sign-up link is not complete. Please open it again from your sign-up.",
    );
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
        route: "DELETE /api/snack-signups/:token",
        target: `users/${token.slice(0, token.lastIndexOf("."))}`,
      },
      clientAddress(request, context),
    );
    return noContent();
  }),
});

export const config: Config = { path: "/api/snack-signups/:token" };

import type { Config } from "@netlify/functions";
import { LoginInputSchema } from "../../src/lib/schemas/auth";
import { toSessionBody } from "../../src/lib/server/auth";
import { anyone, clientAddress, json, readJson, route } from "../../src/lib/server/http";
import { signIn } from "../../src/lib/server/sign-in";

/**
 * Public: the coach signs in and gets the session cookie; with `COACH_TOTP_SECRET` set, with the
 * code from the authenticator app too. After 10 failures in 15 minutes from one client every
 * attempt is a 429 with `Retry-After`, the right password included, until the window passes; past
 * 20 password checks a minute on the whole site, a 429 of at most a minute (src/lib/server/sign-in.ts).
 */
export default route({
  POST: anyone(async (request, context) => {
    const input = await readJson(request, LoginInputSchema);
    const { session, cookie } = await signIn(request, input, clientAddress(request, context));
    return json(toSessionBody(session), { headers: { "Set-Cookie": cookie } });
  }),
});

export const config: Config = { path: "/api/auth/login" };

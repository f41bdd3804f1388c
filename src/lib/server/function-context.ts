/**
 * What a function reads of Netlify's `Context`: the path parameters of its `config.path` and the
 * client's address. On Netlify the platform passes its whole `Context`, of which this is a part;
 * locally the function host (scripts/function-host.ts) and the tests build exactly this, so every
 * runner gives the handlers the same fields.
 */
import type { Context } from "@netlify/functions";

export type FunctionContext = Pick<Context, "params" | "ip">;

/** A function's handler, e.g. the default export of `netlify/functions/events.mts`. */
export type FunctionHandler = (request: Request, context: FunctionContext) => Response | Promise<Response>;

/** `functionContext({ id: "game-1" }, "203.0.113.9")` → the context a handler gets. */
export const functionContext = (params: Record<string, string>, ip: string): FunctionContext => ({
  params,
  ip,
});

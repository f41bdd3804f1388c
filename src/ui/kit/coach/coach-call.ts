/**
 * What every coach API call shares (each feature's `coach/api.ts` makes them): answers checked by
 * the shared schemas, and the session's end. A coach call that gets a 401 reaches the one handler
 * the session store registers (session-end.ts), whatever screen made the call. Sign-in, sign-out
 * and the session check are not coach calls: their 401s mean something else.
 */
import * as z from "zod/mini";
import { ApiRequestError, callApi, getJson, NOTHING } from "../api";
import { reportCoachUnauthorized, reportCoachWrite } from "./session-end";

/** Runs a coach call; a 401 reaches the registered handler before it is thrown on. */
export async function coachCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) reportCoachUnauthorized(error);
    throw error;
  }
}

/** A coach's read, its answer checked by `schema`, e.g. `coachGet("/api/posts/all", z.array(PostSchema))`. */
export const coachGet = <S extends z.ZodMiniType>(
  path: string,
  schema: S,
  signal?: AbortSignal,
): Promise<z.infer<S>> => coachCall(() => getJson(path, schema, signal));

/** A coach's write to a route that always answers with a body, checked by `schema`. */
export const coachSend = <S extends z.ZodMiniType>(
  method: "POST" | "PUT" | "DELETE",
  path: string,
  body: unknown,
  schema: S,
  headers?: Record<string, string>,
): Promise<z.infer<S>> =>
  coachCall(async () => {
    const answer = await callApi(method, path, schema, { body, headers });
    reportCoachWrite();
    return answer;
  });

/** A coach's delete that answers nothing the screen needs. */
export const coachRemove = (path: string): Promise<void> =>
  coachCall(async () => {
    await callApi("DELETE", path, NOTHING);
    reportCoachWrite();
  });

/**
 * Reads a route that answers the coach more than a parent (`/api/players`, `/api/users`). A public
 * answer means the session cookie is gone, which counts as a 401.
 */
export const coachView = <Full extends z.ZodMiniType>(
  path: string,
  full: Full,
  publicView: z.ZodMiniType,
  signal?: AbortSignal,
): Promise<z.infer<Full>> =>
  coachCall(async () => {
    const body = await getJson(path, z.unknown(), signal);
    const parsed = full.safeParse(body);
    if (parsed.success) return parsed.data;
    if (publicView.safeParse(body).success) {
      throw new ApiRequestError(401, "401: answered without the coach's session", "unauthorized", null);
    }
    throw parsed.error;
  });

/** A record's id in a path, e.g. `/api/posts/${pathId(id)}`. */
export const pathId = (value: string): string => encodeURIComponent(value);

/** Calls a Netlify function handler the way the platform does: a `Request` in, a `Response` out. */
import type { Context } from "@netlify/functions";

type Handler = (request: Request, context: Context) => Response | Promise<Response>;

export const TEST_ORIGIN = "http://localhost:4321";

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function call(
  handler: Handler,
  path: string,
  init: RequestInit = {},
  params: Record<string, string> = {},
) {
  const request = new Request(new URL(path, TEST_ORIGIN), init);
  // Functions here read only `params` from the context.
  const context = { params } as unknown as Context;
  const response = await handler(request, context);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: parseBody(text) };
}

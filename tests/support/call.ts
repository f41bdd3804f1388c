/** Calls a Netlify function handler the way the platform does: a `Request` in, a `Response` out. */
import {
  functionContext,
  type FunctionContext,
  type FunctionHandler,
} from "../../src/lib/server/function-context";

export const TEST_ORIGIN = "http://localhost:4321";

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The parts of Netlify's context the functions read: path parameters and the client's address. */
export function fakeContext(params: Record<string, string> = {}, ip = "203.0.113.10"): FunctionContext {
  return functionContext(params, ip);
}

export interface CallOptions {
  params?: Record<string, string>;
  /** The client's address, for rate limits. */
  ip?: string;
}

export async function call(
  handler: FunctionHandler,
  path: string,
  init: RequestInit = {},
  options: CallOptions = {},
) {
  const request = new Request(new URL(path, TEST_ORIGIN), init);
  const response = await handler(request, fakeContext(options.params, options.ip));
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: parseBody(text) };
}

/** The state of data an island loads: what to draw while waiting, once it is there, or on failure. */
export type Loadable<T> =
  { status: "loading" } | { status: "ready"; data: T } | { status: "error"; message: string };

/** A message a parent can act on, whatever went wrong. */
export function describeLoadError(error: unknown): string {
  if (error instanceof TypeError) return "You seem to be offline. Check your connection and try again.";
  return "Something went wrong loading this. Please try again.";
}

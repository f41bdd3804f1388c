/**
 * `Retry-After` (RFC 9110 section 10.2.3): how long to wait. Apart from the words for it
 * (retry-after.ts), since every API call reads the header and only two screens say it.
 */

/**
 * Seconds to wait from a `Retry-After` value, e.g. `parseRetryAfter("840", now)` is `840`; an
 * HTTP date counts from `nowMs`. Null when the header is missing or unreadable.
 */
export function parseRetryAfter(header: string | null, nowMs: number): number | null {
  const value = header?.trim() ?? "";
  if (value === "") return null;
  if (/^\d+$/.test(value)) return Number(value);
  // An HTTP date names its weekday and month; anything else (e.g. "-5") is unreadable.
  const at = /[a-z]/i.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - nowMs) / 1000));
}

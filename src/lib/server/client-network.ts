/**
 * Who a rate limit counts as one client. An IPv4 address is one client; an IPv6 subscriber
 * usually holds a whole /64, so every address in it counts as one (otherwise one home could
 * bypass a limit 2^64 times). The sign-in counts a whole /48, the most a provider commonly gives
 * one customer: a guesser who holds one gets no more tries by spreading them over its 65,536 /64s.
 * The snack sign-up counts both: each /64 under a tight limit and budget, and its /48 under looser
 * ones, since a /48 may hold many families too (a mobile carrier's phones, a provider's neighbours).
 */

/** How many leading bits of an IPv6 address name its client: 64 for most limits, 48 for the sign-in and the looser limits. */
export type Ipv6Prefix = 48 | 64;

function expandIpv6(address: string): string[] | null {
  const [head = "", tail, extra] = address.split("::");
  if (extra !== undefined) return null;
  const left = head === "" ? [] : head.split(":");
  const right = tail === undefined || tail === "" ? [] : tail.split(":");
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  if (missing < 0) return null;
  const groups = [...left, ...Array.from({ length: missing }, () => "0"), ...right];
  return groups.length === 8 && groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group)) ? groups : null;
}

/**
 * `"203.0.113.9"` → `"203.0.113.9"`; `"2001:db8:1:2:aaaa::5"` → `"2001:db8:1:2::/64"`, or with
 * `prefix` 48 `"2001:db8:1::/48"`; `"::ffff:203.0.113.9"` → `"203.0.113.9"`. A network it returned
 * may be narrowed again, never widened: `clientNetwork("2001:db8:1:2::/64", 48)` → `"2001:db8:1::/48"`,
 * `clientNetwork("2001:db8:1::/48")` → `"2001:db8:1::/48"`. Anything else is returned as it came.
 */
export function clientNetwork(address: string, prefix: Ipv6Prefix = 64): string {
  const ip = address.trim().replace(/%.*$/, "");
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!ip.includes(":")) return ip;
  const network = /^(.*)\/(48|64)$/.exec(ip);
  const groups = expandIpv6(network?.[1] ?? ip);
  if (!groups) return ip;
  const bits = Math.min(prefix, Number(network?.[2] ?? 128));
  const kept = groups.slice(0, bits / 16).map((group) => group.toLowerCase().replace(/^0+(?=.)/, ""));
  return `${kept.join(":")}::/${String(bits)}`;
}

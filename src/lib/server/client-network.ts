/**
 * Who a rate limit counts as one client. An IPv4 address is one client; an IPv6 subscriber
 * usually holds a whole /64, so every address in it counts as one (otherwise one home could
 * bypass a limit 2^64 times).
 */

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
 * `"203.0.113.9"` → `"203.0.113.9"`; `"2001:db8:1:2:aaaa::5"` → `"2001:db8:1:2::/64"`;
 * `"::ffff:203.0.113.9"` → `"203.0.113.9"`. Anything else is returned as it came.
 */
export function clientNetwork(address: string): string {
  const ip = address.trim().replace(/%.*$/, "");
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!ip.includes(":")) return ip;
  const groups = expandIpv6(ip);
  if (!groups) return ip;
  const prefix = groups.slice(0, 4).map((group) => group.toLowerCase().replace(/^0+(?=.)/, ""));
  return `${prefix.join(":")}::/64`;
}

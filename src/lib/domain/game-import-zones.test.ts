import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ianaTail, resolveZone } from "./game-import-zones";
import { TEAM_ZONE } from "./time";

/** What a calendar program's path in front of an IANA name was read with before: quadratic on a long TZID. */
const TAIL_PATTERN = /([A-Za-z_]+\/[A-Za-z_+-]+(?:\/[A-Za-z_+-]+)?)$/;

describe("ianaTail", () => {
  it.each([
    ["/mozilla.org/20050126_1/America/Chicago", "America/Chicago"],
    ["/x/America/Indiana/Knox", "America/Indiana/Knox"],
    ["/citadel.org/20190101_1/America/Argentina/Buenos_Aires", "America/Argentina/Buenos_Aires"],
    ["/a.Bar/Baz/Qux", "Bar/Baz/Qux"],
    ["/a.b/Europe/Paris", "b/Europe/Paris"],
    ["/x/Etc/GMT+6", null],
    ["America/Chicago", "America/Chicago"],
    ["/Chicago", null],
    ["/x/America/", null],
    ["/x//Chicago", null],
    ["", null],
  ])("%j → %j", (tzid, tail) => {
    expect(ianaTail(tzid)).toBe(tail);
  });

  it("finds what the pattern it replaces matched, for any TZID", () => {
    const unit = fc.constantFrom("a", "Z", "_", "+", "-", "/", ".", "1", " ", "é");
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 24 }), (tzid) => {
        expect(ianaTail(tzid)).toBe(TAIL_PATTERN.exec(tzid)?.[1] ?? null);
      }),
      { numRuns: 5000 },
    );
  });

  it("reads a TZID of 200 KB", () => {
    expect(ianaTail(`/${"a".repeat(200_000)}`)).toBeNull();
    expect(ianaTail(`/${"a/".repeat(100_000)}Chicago`)).toBe("a/a/Chicago");
  });
});

describe("resolveZone", () => {
  const none = new Set<string>();

  it.each([
    { tzid: "America/Chicago", aliases: none, zone: "America/Chicago" },
    { tzid: "Europe/Paris", aliases: none, zone: "Europe/Paris" },
    { tzid: "/mozilla.org/20050126_1/America/Chicago", aliases: none, zone: "America/Chicago" },
    { tzid: "Central Standard Time", aliases: new Set(["Central Standard Time"]), zone: TEAM_ZONE },
    { tzid: "Central Standard Time", aliases: none, zone: null },
    { tzid: "/x/Nowhere/Land", aliases: none, zone: null },
    // Only a path in front of the name is read: a bare name with more before it is not a zone.
    { tzid: "x/America/Chicago", aliases: none, zone: null },
  ])("$tzid → $zone", ({ tzid, aliases, zone }) => {
    expect(resolveZone(tzid, aliases)).toBe(zone);
  });
});

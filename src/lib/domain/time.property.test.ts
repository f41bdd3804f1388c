/**
 * The `Intl` date rules give exactly what luxon gave (tests/support/luxon-time.ts) for any instant
 * from 1971 to 2099, with extra weight on both daylight-saving changes of 2025 and on the
 * midnight-UTC instants of Time TBA events. The tests run in Asia/Tokyo (vitest.config.ts), so
 * nothing may lean on the machine's zone.
 */
import fc from "fast-check";
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import * as luxon from "../../../tests/support/luxon-time";
import { utcToLocal } from "../../ui/schedule/coach/event-form";
import { parseInstant } from "./instant";
import { buildMonthGrid, chicagoDate, eventDates, shiftMonth } from "../../ui/schedule/month-grid";
import { groupByMonth, isUpcoming } from "./schedule";
import { formatDate, formatEventDate, formatEventTime, formatRelative, formatTime, isAllDay } from "./time";
import { localToUtc } from "./local-time";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const FROM = Date.parse("1971-01-01T00:00:00.000Z");
const TO = Date.parse("2099-12-31T00:00:00.000Z");
/** 2:00 AM CST becomes 3:00 AM CDT; 2:00 AM CDT becomes 1:00 AM CST. */
const DST_CHANGES_2025 = [Date.parse("2025-03-09T08:00:00.000Z"), Date.parse("2025-11-02T07:00:00.000Z")];
const RUNS = { numRuns: 2000 };

const iso = (ms: number): string => new Date(ms).toISOString();
const utc = (ms: number): DateTime => DateTime.fromMillis(ms, { zone: "utc" });

const anyInstant = fc.integer({ min: FROM, max: TO });
/** Within two days of a 2025 change, to the millisecond or on the minute. */
const nearDstChange = fc
  .tuple(fc.constantFrom(...DST_CHANGES_2025), fc.integer({ min: -2 * DAY, max: 2 * DAY }), fc.boolean())
  .map(([change, delta, onMinute]) =>
    onMinute ? Math.floor((change + delta) / MINUTE) * MINUTE : change + delta,
  );
const midnightUtc = fc.integer({ min: FROM / DAY, max: TO / DAY }).map((day) => day * DAY);
const instant = fc.oneof(anyInstant, nearDstChange, midnightUtc);

const timedEvent = fc
  .tuple(instant, fc.option(fc.integer({ min: 0, max: 6 * HOUR })))
  .map(([start, length]) => ({ date: iso(start), endDate: length === null ? null : iso(start + length) }));
/** Midnight UTC to midnight UTC, `days` apart: 1 or more is Time TBA, 0 or fewer is not. */
const allDayEvent = fc
  .tuple(
    fc.oneof(
      midnightUtc,
      nearDstChange.map((ms) => Math.floor(ms / DAY) * DAY),
    ),
    fc.integer({ min: -2, max: 6 }),
  )
  .map(([start, days]) => ({ date: iso(start), endDate: iso(start + days * DAY) }));
const event = fc.oneof(timedEvent, allDayEvent);

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

describe("the Intl rules match luxon", () => {
  it("reads an instant, in UTC or with any offset", () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -14 * 4, max: 14 * 4 }), (ms, quarterHours) => {
        const offset = quarterHours * 15;
        const wall = new Date(ms + offset * MINUTE).toISOString().slice(0, 23);
        const sign = offset < 0 ? "-" : "+";
        const withOffset = `${wall}${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
        expect(parseInstant(iso(ms))).toBe(ms);
        expect(parseInstant(withOffset)).toBe(ms);
        expect(DateTime.fromISO(withOffset).toMillis()).toBe(ms);
      }),
      RUNS,
    );
  });

  it("formats dates and times in Chicago (MMM d, yyyy and h:mm a)", () => {
    fc.assert(
      fc.property(instant, (ms) => {
        expect(formatDate(iso(ms))).toBe(luxon.formatDate(iso(ms)));
        expect(formatTime(iso(ms))).toBe(luxon.formatTime(iso(ms)));
        expect(chicagoDate(ms)).toBe(luxon.chicagoDate(utc(ms)));
        expect(utcToLocal(iso(ms))).toEqual(luxon.utcToLocal(iso(ms)));
      }),
      RUNS,
    );
  });

  it("applies the Time TBA rule and dates events the same way", () => {
    fc.assert(
      fc.property(event, (item) => {
        expect(isAllDay(item)).toBe(luxon.isAllDay(item));
        expect(formatEventDate(item)).toBe(luxon.formatEventDate(item));
        expect(formatEventTime(item)).toBe(luxon.formatEventTime(item));
        expect(eventDates(item)).toEqual(luxon.eventDates(item));
        const [group] = groupByMonth([item]);
        expect({ key: group?.key, label: group?.label }).toEqual(luxon.monthOf(item));
      }),
      RUNS,
    );
  });

  it("says whether an event is upcoming at any moment around it", () => {
    fc.assert(
      fc.property(event, fc.integer({ min: -2 * DAY, max: 3 * DAY }), (item, delta) => {
        const at = Date.parse(item.date) + delta;
        expect(isUpcoming(item, at)).toBe(luxon.isUpcoming(item, utc(at)));
      }),
      RUNS,
    );
  });

  it("gives the same relative labels, across daylight-saving changes and new years", () => {
    const elapsed = fc.oneof(
      fc.integer({ min: -2 * MINUTE, max: 2 * MINUTE }),
      fc.integer({ min: -2 * DAY, max: 8 * DAY }),
      fc.integer({ min: -400 * DAY, max: 400 * DAY }),
    );
    const newYear = fc.integer({ min: 1972, max: 2098 }).map((year) => Date.UTC(year, 0, 1, 6));
    fc.assert(
      fc.property(fc.oneof(instant, newYear), elapsed, (ms, delta) => {
        expect(formatRelative(iso(ms), ms + delta)).toBe(luxon.formatRelative(iso(ms), utc(ms + delta)));
      }),
      RUNS,
    );
  });

  it("turns a Chicago wall clock into the same instant, or refuses the same skipped times", () => {
    const day = fc.oneof(
      fc.integer({ min: FROM / DAY, max: TO / DAY }).map((index) => index * DAY),
      fc.constantFrom(...DST_CHANGES_2025).map((change) => Math.floor(change / DAY) * DAY),
    );
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (ms, hour, minute) => {
          const date = iso(ms).slice(0, 10);
          const time = `${pad(hour)}:${pad(minute)}`;
          let expected: string;
          try {
            expected = luxon.localToUtc(date, time);
          } catch {
            expect(() => localToUtc(date, time)).toThrow(/does not exist/);
            return;
          }
          expect(localToUtc(date, time)).toBe(expected);
        },
      ),
      RUNS,
    );
  });

  it("lays out the same month views", () => {
    const month = fc.record({
      year: fc.integer({ min: 1971, max: 2099 }),
      month: fc.integer({ min: 1, max: 12 }),
    });
    fc.assert(
      fc.property(month, fc.integer({ min: -30, max: 30 }), (shown, delta) => {
        expect(shiftMonth(shown, delta)).toEqual(luxon.shiftMonth(shown, delta));
        const days = buildMonthGrid(shown, [], "").weeks.flat();
        expect(days.map(({ date, day, inMonth }) => ({ date, day, inMonth }))).toEqual(
          luxon.monthGridDays(shown),
        );
      }),
      { numRuns: 500 },
    );
  });
});

describe("both 2025 daylight-saving changes, minute by minute", () => {
  it.each(DST_CHANGES_2025.map((change) => ({ change: iso(change) })))("around $change", ({ change }) => {
    const start = Date.parse(change) - 3 * HOUR;
    for (let ms = start; ms <= start + 6 * HOUR; ms += MINUTE) {
      expect(formatTime(iso(ms))).toBe(luxon.formatTime(iso(ms)));
      expect(formatDate(iso(ms))).toBe(luxon.formatDate(iso(ms)));
    }
  });
});

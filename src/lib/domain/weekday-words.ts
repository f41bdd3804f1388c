/** The days of the week by name, through `Intl` in a locale (English unless another is given). */
import { WEEKDAYS, type Weekday } from "../constants";
import { dateFormat, DEFAULT_LOCALE, midnight } from "./day-words";

/** 5 Jan 2026 was a Monday, the first of WEEKDAYS. */
const A_MONDAY = { year: 2026, month: 1, day: 5 };

/** A day of the week's name, e.g. `weekdayName("tuesday")` → "Tuesday". */
export const weekdayName = (day: Weekday, locale = DEFAULT_LOCALE): string =>
  dateFormat(locale, { weekday: "long" }).format(midnight(A_MONDAY) + WEEKDAYS.indexOf(day) * 86_400_000);

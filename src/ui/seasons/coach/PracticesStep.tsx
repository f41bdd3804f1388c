/**
 * Step 3: the practice plan. Practice days, times in Kyle, the first and last practice, the place
 * and title, and optional topics one per line with their Spanish versions beside them, line for
 * line; what the plan makes is counted as it is typed ("20 practices: Tuesdays and Thursdays,
 * 6:30 PM - 7:45 PM … 2 topics, 1 in Spanish").
 */
import { CheckboxField, FieldError, FieldHint } from "../../kit/form/Field";
import { LIMITS, WEEKDAYS, type Weekday } from "../../../lib/constants";
import type { SeasonPracticePlan } from "../../../lib/schemas/seasons";
import {
  countPractices,
  describeWeekdays,
  spanishTopics,
  topicLines,
  type PracticeStepValues,
} from "./practices-step";
import { formatClock } from "../../../lib/domain/clock-words";
import { formatDaySpan } from "../../../lib/domain/day-span";
import { weekdayName } from "../../../lib/domain/weekday-words";
import type { Form, TextFieldOf } from "../../kit/form/use-form";
import { SpecRows, type SpecRow } from "./SpecField";

/** The plan's inputs after its days, in screen order. */
const ROWS: readonly SpecRow<TextFieldOf<PracticeStepValues>>[] = [
  {
    // The times stay side by side on a phone too.
    className: "grid grid-cols-2 gap-4",
    inputs: [
      { key: "start", label: "Start time", type: "time", hint: "Kyle time" },
      { key: "end", label: "End time", type: "time", hint: "Kyle time" },
    ],
  },
  {
    className: "grid gap-4 sm:grid-cols-2",
    inputs: [
      { key: "firstDate", label: "First practice", type: "date" },
      { key: "lastDate", label: "Last practice", type: "date" },
    ],
  },
  {
    inputs: [
      { key: "location", label: "Location", maxLength: LIMITS.location },
      {
        key: "title",
        label: "Title",
        maxLength: LIMITS.title,
        hint: "What the schedule calls each practice, e.g. Team Practice.",
      },
    ],
  },
  {
    // Each Spanish topic beside its English one, line for line.
    className: "grid gap-4 sm:grid-cols-2 sm:items-start",
    inputs: [
      {
        key: "topics",
        label: "Topics",
        optional: true,
        rows: 5,
        hint: "One per line: the first practice gets the first topic, the second the next, and so on. Practices after the last topic have none.",
      },
      {
        key: "topicsEs",
        label: "Topics in Spanish",
        optional: true,
        lang: "es",
        rows: 5,
        hint: 'Each on the line of its English topic; a blank line is none. Without one, Spanish pages show the English topic, marked "(en inglés)".',
      },
    ],
  },
];

export default function PracticesStep({
  form,
}: {
  form: Form<PracticeStepValues, SeasonPracticePlan, string>;
}) {
  const { values } = form;
  const daysId = form.fieldId("weekdays");
  const daysError = form.error("weekdays");
  const practices = countPractices(values);
  const topics = topicLines(values.topics).length;
  const inSpanish = spanishTopics(values.topics, values.topicsEs).topicsEs.filter(Boolean).length;
  const timesKnown = /^\d\d:\d\d$/.test(values.start) && /^\d\d:\d\d$/.test(values.end);

  const setDay = (day: Weekday, on: boolean) => {
    form.change("weekdays", (current) => ({
      ...current,
      weekdays: WEEKDAYS.filter((each) => (each === day ? on : current.weekdays.includes(each))),
    }));
  };

  return (
    <div className="space-y-4">
      <fieldset
        id={daysId}
        tabIndex={-1}
        aria-describedby={[`${daysId}-hint`, daysError ? `${daysId}-error` : null].filter(Boolean).join(" ")}
        className="focus:outline-none"
      >
        <legend className="text-sm font-semibold text-slate-800">
          Practice days
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        </legend>
        <FieldHint id={daysId} hint="Every ticked day from the first practice to the last." />
        <ul className="mt-1 grid grid-cols-2 gap-x-4 sm:grid-cols-4">
          {WEEKDAYS.map((day) => (
            <li key={day}>
              <CheckboxField
                id={`${daysId}-${day}`}
                label={weekdayName(day)}
                checked={values.weekdays.includes(day)}
                onChange={(event) => {
                  setDay(day, event.target.checked);
                }}
              />
            </li>
          ))}
        </ul>
        <FieldError id={daysId} error={daysError} />
      </fieldset>

      <SpecRows rows={ROWS} bind={form.bind} />

      <p
        className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800 ring-1 ring-slate-200"
        aria-live="polite"
      >
        {practices === 0 ? (
          "No practices yet: choose the days and the first and last practice."
        ) : (
          <>
            <span className="font-semibold">
              {practices} {practices === 1 ? "practice" : "practices"}
            </span>
            : {describeWeekdays(values.weekdays)}
            {timesKnown ? `, ${formatClock(values.start)} - ${formatClock(values.end)}` : ""},{" "}
            {formatDaySpan(values.firstDate, values.lastDate)}.{" "}
            {topics === 0
              ? "No topics."
              : `${String(topics)} ${topics === 1 ? "topic" : "topics"}, ${inSpanish === topics ? "all" : String(inSpanish)} in Spanish${topics < practices ? `: the last ${String(practices - topics)} ${practices - topics === 1 ? "practice has" : "practices have"} none` : ""}.`}
          </>
        )}
      </p>
    </div>
  );
}

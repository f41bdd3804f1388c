/**
 * Step 4: the league's games, pasted as CSV or read from an .ics file in the browser (its text is
 * what goes to the server), or none yet. The server reads the schedule: Check schedule (and the
 * Review step) show what it found, every bad line named by its number, before anything is stored.
 */
import { useState, type ChangeEvent } from "react";
import { Button } from "../../kit/form/Button";
import { TextAreaField } from "../../kit/form/Field";
import { describedBy, FieldError, FieldHint } from "../../kit/form/Field";
import { LIMITS } from "../../../lib/constants";
import type { GameImport, SeasonStartPreview } from "../../../lib/schemas/seasons";
import { CSV_HEADER, type GameSource, type GamesStepValues } from "./games-step";
import { describeProblem } from "./server-answers";
import type { Form } from "../../kit/form/use-form";
import GameList from "./GameList";

const SOURCES: readonly { value: GameSource; label: string; hint: string }[] = [
  { value: "csv", label: "Paste the league's CSV", hint: "Copied from a spreadsheet or the league's site." },
  { value: "ics", label: "Upload the league's .ics file", hint: "A calendar file from the league." },
  { value: "none", label: "No games yet", hint: "Add them later on the dashboard's Events tab." },
];

/** What the last check found in the schedule, while it is about what is typed now. */
export type ScheduleCheck = Pick<SeasonStartPreview, "games" | "skipped" | "problems">;

interface GamesStepProps {
  form: Form<GamesStepValues, GameImport | null, string>;
  /** The last check's findings for the schedule as typed now; null before a check or after a change. */
  checked: ScheduleCheck | null;
  checking: boolean;
  onCheck: () => void;
}

export default function GamesStep({ form, checked, checking, onCheck }: GamesStepProps) {
  const { values } = form;
  const [reading, setReading] = useState(false);
  const problems = checked?.problems.filter((problem) => problem.area === "games") ?? [];
  const problemsId = `${form.fieldId("schedule")}-problems`;

  const choose = (source: GameSource) => {
    form.change("source", (current) => ({ ...current, source }));
  };

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setReading(true);
    try {
      const text = await file.text();
      form.change("ics", (current) => ({ ...current, ics: text, icsFileName: file.name }));
    } catch {
      form.change("ics", (current) => ({ ...current, ics: "", icsFileName: "" }));
      form.place({ ics: `${file.name} could not be read. Please choose it again.` });
    } finally {
      setReading(false);
    }
  };

  // Bad lines go under the schedule they are in, as its message, the list read with it.
  const scheduleError = (key: "csv" | "ics") =>
    form.error(key) ??
    (problems.length === 0
      ? undefined
      : problems.length === 1
        ? describeProblem(problems[0] ?? { line: null, message: "" })
        : `${String(problems.length)} lines to fix, listed below`);

  const icsId = form.fieldId("ics");
  const icsError = scheduleError("ics");

  return (
    <div className="space-y-4">
      <fieldset id={form.fieldId("source")} tabIndex={-1} className="focus:outline-none">
        <legend className="text-sm font-semibold text-slate-800">Where do the games come from?</legend>
        <div className="mt-1 space-y-1">
          {SOURCES.map((source) => {
            const id = `${form.fieldId("source")}-${source.value}`;
            return (
              <div key={source.value}>
                <label
                  htmlFor={id}
                  className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold text-slate-800"
                >
                  <input
                    id={id}
                    type="radio"
                    name={form.fieldId("source")}
                    value={source.value}
                    checked={values.source === source.value}
                    onChange={() => {
                      choose(source.value);
                    }}
                    aria-describedby={`${id}-hint`}
                    className="h-5 w-5 accent-navy-900"
                  />
                  {source.label}
                </label>
                <p id={`${id}-hint`} className="-mt-2 pl-8 text-sm text-slate-600">
                  {source.hint}
                </p>
              </div>
            );
          })}
        </div>
      </fieldset>

      {values.source === "csv" ? (
        <TextAreaField
          label="League schedule (CSV)"
          required
          rows={8}
          spellCheck={false}
          className="font-mono text-sm"
          hint={
            <>
              A header row, then one game per line: date, start, end, opponent, location. Dates as 2026-03-07,
              times in Kyle as 09:00; leave start and end empty when the time is not known yet. For example:
              <code className="mt-1 block rounded bg-slate-100 p-2 break-all whitespace-pre-wrap text-slate-800">
                {`${CSV_HEADER}\n2026-03-07,09:00,10:00,Austin Arrows,Field 3`}
              </code>
            </>
          }
          {...form.bind("csv")}
          error={scheduleError("csv")}
          aria-describedby={
            [
              describedBy(form.fieldId("csv"), true, scheduleError("csv")),
              problems.length > 1 ? problemsId : null,
            ]
              .filter(Boolean)
              .join(" ") || undefined
          }
        />
      ) : null}

      {values.source === "ics" ? (
        <div>
          <label htmlFor={icsId} className="block text-sm font-semibold text-slate-800">
            League calendar (.ics)
            <span className="text-red-700" aria-hidden="true">
              {" "}
              *
            </span>
          </label>
          <input
            id={icsId}
            type="file"
            accept=".ics,text/calendar"
            aria-required="true"
            aria-invalid={icsError ? true : undefined}
            aria-describedby={
              [describedBy(icsId, true, icsError), problems.length > 1 ? problemsId : null]
                .filter(Boolean)
                .join(" ") || undefined
            }
            disabled={reading}
            onChange={(event) => void readFile(event)}
            className="mt-2 block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border-0 file:bg-white file:px-4 file:font-semibold file:text-navy-900 file:ring-1 file:ring-slate-300 file:ring-inset hover:file:bg-slate-50"
          />
          <FieldHint
            id={icsId}
            hint={
              values.icsFileName
                ? `Read ${values.icsFileName} (${String(Math.ceil(values.ics.length / 1024))} KB). Choose another file to replace it.`
                : `The file stays on this phone until you start the season; at most ${String(LIMITS.gameImport / 1000)} KB.`
            }
          />
          <FieldError id={icsId} error={icsError} />
        </div>
      ) : null}

      {values.source !== "none" && problems.length > 1 ? (
        <ul
          id={problemsId}
          className="list-disc space-y-1 rounded-lg bg-red-50 p-3 pl-8 text-sm text-red-900 ring-1 ring-red-200"
        >
          {problems.map((problem, index) => (
            <li key={`${String(index)}-${problem.message}`}>{describeProblem(problem)}</li>
          ))}
        </ul>
      ) : null}

      {values.source !== "none" ? (
        <div className="space-y-2">
          <Button tone="secondary" onClick={onCheck} pending={checking} pendingLabel="Checking...">
            Check schedule
          </Button>
          {checked ? <CheckedSchedule checked={checked} problems={problems.length} /> : null}
        </div>
      ) : null}
    </div>
  );
}

function CheckedSchedule({ checked, problems }: { checked: ScheduleCheck; problems: number }) {
  return (
    <div role="status" className="space-y-2 text-sm text-slate-800">
      <p className="font-semibold">
        {checked.games.length === 0
          ? "No games found"
          : `${String(checked.games.length)} ${checked.games.length === 1 ? "game" : "games"} found`}
        {problems > 0
          ? `; ${String(problems)} ${problems === 1 ? "line needs" : "lines need"} a change first.`
          : "."}
      </p>
      <GameList games={checked.games} skipped={checked.skipped} />
    </div>
  );
}

/**
 * Step 1: the season's name (and its Spanish version beside it), its id, its first and last day,
 * division, ages and roster size. The id follows the name ("Spring 2026" → spring-2026) until the
 * coach types one of their own.
 */
import { TextField } from "../../kit/form/Field";
import SideBySide from "../../kit/coach/SideBySide";
import { spanishHint } from "../../kit/coach/spanish-version";
import { LIMITS } from "../../../lib/constants";
import { withId, withLabel, type SeasonStepValues } from "./season-step";
import type { SeasonFacts } from "../../../lib/schemas/seasons";
import type { Form, TextFieldOf } from "../../kit/form/use-form";
import { SpecRows, type SpecRow } from "./SpecField";

/** The inputs after the name and id, two to a row. */
const ROWS: readonly SpecRow<TextFieldOf<SeasonStepValues>>[] = [
  {
    className: "grid gap-4 sm:grid-cols-2",
    inputs: [
      { key: "firstDay", label: "First day", type: "date" },
      { key: "lastDay", label: "Last day", type: "date" },
    ],
  },
  {
    className: "grid gap-4 sm:grid-cols-2",
    inputs: [
      { key: "division", label: "Division", maxLength: LIMITS.division, hint: "e.g. U10" },
      {
        key: "rosterCapacity",
        label: "Roster size",
        inputMode: "numeric",
        hint: "The most players the team takes, 1 to 40.",
      },
    ],
  },
  {
    // The ages stay side by side on a phone too.
    className: "grid grid-cols-2 gap-4",
    inputs: [
      { key: "ages.min", label: "Youngest age", inputMode: "numeric" },
      { key: "ages.max", label: "Oldest age", inputMode: "numeric" },
    ],
  },
];

export default function SeasonStep({ form }: { form: Form<SeasonStepValues, SeasonFacts, string> }) {
  const label = form.bind("label");
  const id = form.bind("id");
  return (
    <div className="space-y-4">
      <SideBySide>
        <TextField
          label="Season name"
          required
          maxLength={LIMITS.seasonLabel}
          hint="As parents will see it, e.g. Spring 2026."
          {...label}
          onChange={(event) => {
            const text = event.target.value;
            form.change("label", (values) => withLabel(values, text));
          }}
        />
        <TextField
          label="Season name in Spanish"
          optional
          lang="es"
          maxLength={LIMITS.seasonLabel}
          hint={`e.g. Primavera 2026. ${spanishHint(form.values.label, form.values.labelEs)}`}
          {...form.bind("labelEs")}
        />
      </SideBySide>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Season id"
          required
          maxLength={LIMITS.seasonId}
          autoCapitalize="none"
          spellCheck={false}
          hint="In the season's web address: lower-case letters, digits and hyphens. It follows the name unless you change it."
          {...id}
          onChange={(event) => {
            const text = event.target.value;
            form.change("id", (values) => withId(values, text));
          }}
        />
      </div>
      <SpecRows rows={ROWS} bind={form.bind} />
    </div>
  );
}

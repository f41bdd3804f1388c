/**
 * Step 1: the season's name and id, its first and last day, division, ages and roster size. The
 * id follows the name ("Spring 2026" → spring-2026) until the coach types one of their own.
 */
import { TextField } from "../../kit/form/Field";
import { LIMITS } from "../../../lib/constants";
import { withId, withLabel, type SeasonStepValues } from "./season-step";
import type { SeasonFacts } from "../../../lib/schemas/seasons";
import type { Form } from "../../kit/form/use-form";

export default function SeasonStep({ form }: { form: Form<SeasonStepValues, SeasonFacts, string> }) {
  const label = form.bind("label");
  const id = form.bind("id");
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
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
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First day" type="date" required {...form.bind("firstDay")} />
        <TextField label="Last day" type="date" required {...form.bind("lastDay")} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Division"
          required
          maxLength={LIMITS.division}
          hint="e.g. U10"
          {...form.bind("division")}
        />
        <TextField
          label="Roster size"
          required
          inputMode="numeric"
          hint="The most players the team takes, 1 to 40."
          {...form.bind("rosterCapacity")}
        />
      </div>
      <div className="grid grid-cols-2 gap-4">
        <TextField label="Youngest age" required inputMode="numeric" {...form.bind("ages.min")} />
        <TextField label="Oldest age" required inputMode="numeric" {...form.bind("ages.max")} />
      </div>
    </div>
  );
}

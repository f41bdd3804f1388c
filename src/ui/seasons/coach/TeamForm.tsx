/**
 * The team record: name, coach, home field, league links, equipment and values, saved in one
 * `PUT /api/team`; the tagline and each item have a Spanish version beside them, optional. Checked as typed with the shared schema; a 400's `issues` go under the inputs
 * they name (a row's too, e.g. the third item's detail), and nothing typed is lost on any failure.
 */
import { useEffect, useRef, useState, type SubmitEvent } from "react";
import { SubmitButton } from "../../kit/form/Button";
import { errorMessage, failureOf } from "../../kit/api";
import { saveTeam } from "./api";
import type { Team } from "../../../lib/schemas/seasons";
import {
  firstIssuePerPath,
  TEAM_INPUT_GROUPS,
  teamFormKeys,
  teamToFormValues,
  validateTeamForm,
} from "./team-form";
import { showError, showToast } from "../../kit/toasts";
import { useForm } from "../../kit/form/use-form";
import FailureAlert from "./FailureAlert";
import NamedDetailRows from "./NamedDetailRows";
import SpecField, { withSpanishHint } from "./SpecField";

interface TeamFormProps {
  team: Team;
  onSaved: (team: Team) => void;
}

export default function TeamForm({ team, onSaved }: TeamFormProps) {
  const form = useForm({
    initial: teamToFormValues(team),
    check: validateTeamForm,
    fields: teamFormKeys,
    id: "team",
  });
  const [formError, setFormError] = useState<string | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (formError) errorRef.current?.focus();
  }, [formError]);

  const save = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = form.validate();
    if (input === null) return;
    setFormError(null);
    await form.send(async () => {
      try {
        const saved = await saveTeam(input);
        form.reset(teamToFormValues(saved));
        onSaved(saved);
        showToast({
          title: "Team Record Saved",
          description: "Parents' pages show it after the next site build: Site updates says when.",
          variant: "success",
        });
      } catch (error) {
        const failed = failureOf(error);
        const placed = failed?.status === 400 ? firstIssuePerPath(failed.issues) : {};
        const known = teamFormKeys(form.values).filter((key) => placed[key] !== undefined);
        if (known.length > 0) {
          form.place(placed);
          showError("Some answers need a change: see the messages under them.");
        } else {
          const message = errorMessage(error, "Failed to save the team record. Please try again.");
          setFormError(message);
          showError(message);
        }
      }
    });
  };

  return (
    <form noValidate onSubmit={(event) => void save(event)} className="space-y-6" aria-label="Team record">
      {TEAM_INPUT_GROUPS.map((group) => (
        <fieldset key={group.legend} className="rounded-lg p-3 ring-1 ring-slate-200 sm:p-4">
          <legend className="px-1 font-bold text-navy-900">{group.legend}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {group.inputs.map((input) => (
              <SpecField
                key={input.key}
                spec={withSpanishHint(input, form.values)}
                bound={form.bind(input.key)}
              />
            ))}
          </div>
        </fieldset>
      ))}

      <NamedDetailRows
        form={form}
        list="equipment"
        legend="Equipment"
        item="item"
        nameLabel="Item"
        addLabel="Add an item"
      />
      <NamedDetailRows
        form={form}
        list="values"
        legend="Team values"
        item="value"
        nameLabel="Value"
        addLabel="Add a value"
      />

      {formError ? <FailureAlert message={formError} focusRef={errorRef} /> : null}

      <SubmitButton form={form} pendingLabel="Saving...">
        Save team record
      </SubmitButton>
    </form>
  );
}

/**
 * The team record: name, coach, home field, league links, equipment and values, saved in one
 * `PUT /api/team`. Checked as typed with the shared schema; a 400's `issues` go under the inputs
 * they name (a row's too, e.g. the third item's detail), and nothing typed is lost on any failure.
 */
import { Fragment, useEffect, useRef, useState, type ReactNode, type SubmitEvent } from "react";
import { Button } from "../../kit/form/Button";
import { TextAreaField, TextField } from "../../kit/form/Field";
import { errorMessage, failureOf } from "../../kit/api";
import { saveTeam } from "./api";
import { LIMITS } from "../../../lib/constants";
import type { Team } from "../../../lib/schemas/seasons";
import { firstIssuePerPath, teamFormKeys, teamToFormValues, validateTeamForm } from "./team-form";
import { showError, showToast } from "../../kit/toasts";
import { useForm } from "../../kit/form/use-form";
import NamedDetailRows from "./NamedDetailRows";

/** The league's two links, each a text and an address. */
const LEAGUE_LINKS = [
  { link: "info", name: "Information" },
  { link: "contacts", name: "Contacts" },
] as const;

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
          description: "Parents' pages show it within a few minutes.",
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
      <Group legend="Team">
        <TextField label="Team name" required maxLength={LIMITS.name} {...form.bind("name")} />
        <TextField
          label="Short name"
          required
          maxLength={LIMITS.teamShortName}
          hint="e.g. Lightning"
          {...form.bind("shortName")}
        />
        <TextField label="Town" required maxLength={LIMITS.name} {...form.bind("town")} />
        <TextField label="Tagline" required maxLength={LIMITS.title} {...form.bind("tagline")} />
      </Group>

      <Group legend="Coach">
        <TextField label="Coach's name" required maxLength={LIMITS.name} {...form.bind("coach.name")} />
        <TextField
          label="Phone"
          type="tel"
          required
          autoComplete="tel"
          maxLength={LIMITS.phone}
          {...form.bind("coach.phone")}
        />
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="email"
          maxLength={LIMITS.email}
          {...form.bind("coach.email")}
        />
        <div className="sm:col-span-2">
          <TextAreaField
            label="Bio"
            required
            rows={4}
            maxLength={LIMITS.teamText}
            {...form.bind("coach.bio")}
          />
        </div>
      </Group>

      <Group legend="Home field">
        <TextField
          label="Place"
          required
          maxLength={LIMITS.name}
          hint="e.g. Hays Youth Sports Complex"
          {...form.bind("field.name")}
        />
        <TextField
          label="Field"
          required
          maxLength={LIMITS.name}
          hint="e.g. Field 5 West"
          {...form.bind("field.field")}
        />
        <div className="sm:col-span-2">
          <TextField label="Address" required maxLength={LIMITS.location} {...form.bind("field.address")} />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField
            label="Directions"
            required
            rows={3}
            maxLength={LIMITS.teamText}
            {...form.bind("field.directions")}
          />
        </div>
        <TextField
          label="Latitude"
          required
          inputMode="decimal"
          hint="For the map, e.g. 29.9891"
          {...form.bind("field.coordinates.latitude")}
        />
        <TextField
          label="Longitude"
          required
          inputMode="decimal"
          hint="West is negative, e.g. -97.8772"
          {...form.bind("field.coordinates.longitude")}
        />
      </Group>

      <Group legend="League links">
        {LEAGUE_LINKS.map(({ link, name }) => (
          <Fragment key={link}>
            <TextField
              label={`${name} link text`}
              required
              maxLength={LIMITS.name}
              {...form.bind(`leagueLinks.${link}.label`)}
            />
            <TextField
              label={`${name} address`}
              type="url"
              required
              hint="Starting with https://"
              {...form.bind(`leagueLinks.${link}.url`)}
            />
          </Fragment>
        ))}
      </Group>

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

      {formError ? (
        <div
          ref={errorRef}
          tabIndex={-1}
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-red-900 ring-1 ring-red-200 focus:outline-none"
        >
          <p className="font-semibold">
            <span aria-hidden="true">⚠ </span>
            {formError}
          </p>
          <p className="mt-1 text-sm">Everything you typed is still here.</p>
        </div>
      ) : null}

      <Button type="submit" pending={form.pending !== null} pendingLabel="Saving...">
        Save team record
      </Button>
    </form>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg p-3 ring-1 ring-slate-200 sm:p-4">
      <legend className="px-1 font-bold text-navy-900">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * The answers' settings: how many hours before kick-off answers close (0: at kick-off), and whether
 * the public schedule shows how many are going or nothing. Never a name or a note, either way.
 */
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { ANSWER_CUTOFF_HOURS_MAX, PUBLIC_COUNTS } from "../../../lib/constants";
import type { AvailabilitySettings as Settings } from "../../../lib/schemas/families";
import { errorMessage } from "../../kit/api";
import { Card, Loaded } from "../../kit/coach/parts";
import { Button } from "../../kit/form/Button";
import { SelectField, TextField } from "../../kit/form/Field";
import { showError, showToast } from "../../kit/toasts";
import { saveAvailabilitySettings } from "./api";
import { $headcount, loadHeadcount, putAvailabilitySettings } from "./store";

const COUNTS_NAMES = { counts: 'How many are going ("7 going")', none: "Nothing" } as const;

export default function AvailabilitySettings() {
  const $state = useStore($headcount);
  return (
    <Card title="Answer settings" headingId="availability-settings">
      <Loaded state={$state} what="settings" onRetry={() => void loadHeadcount()}>
        {(data) => <SettingsForm key={JSON.stringify(data.settings)} settings={data.settings} />}
      </Loaded>
    </Card>
  );
}

function SettingsForm({ settings }: { settings: Settings }) {
  const [cutoff, setCutoff] = useState(String(settings.cutoffHours));
  const [counts, setCounts] = useState(settings.publicCounts);
  const [pending, setPending] = useState(false);
  const hours = Number(cutoff);
  const valid =
    Number.isInteger(hours) && hours >= 0 && hours <= ANSWER_CUTOFF_HOURS_MAX && cutoff.trim() !== "";

  const save = async () => {
    setPending(true);
    try {
      const saved = await saveAvailabilitySettings({ cutoffHours: hours, publicCounts: counts });
      putAvailabilitySettings(saved);
      showToast({
        title: "Settings Saved",
        description: "Families and the schedule follow them now.",
        variant: "success",
      });
    } catch (error) {
      showError(errorMessage(error, "Failed to save the settings. Please try again."));
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={(submit) => {
        submit.preventDefault();
        if (valid) void save();
      }}
    >
      <TextField
        id="availability-cutoff"
        label="Answers close (hours before kick-off)"
        type="number"
        inputMode="numeric"
        min={0}
        max={ANSWER_CUTOFF_HOURS_MAX}
        value={cutoff}
        hint={`0 closes them at kick-off; at most ${String(ANSWER_CUTOFF_HOURS_MAX)}. A note still reaches you after.`}
        error={valid ? undefined : `A whole number from 0 to ${String(ANSWER_CUTOFF_HOURS_MAX)}.`}
        onChange={(change) => {
          setCutoff(change.target.value);
        }}
      />
      <SelectField
        id="availability-public"
        label="The public schedule shows"
        value={counts}
        onChange={(change) => {
          setCounts(PUBLIC_COUNTS.find((value) => value === change.target.value) ?? "counts");
        }}
      >
        {PUBLIC_COUNTS.map((value) => (
          <option key={value} value={value}>
            {COUNTS_NAMES[value]}
          </option>
        ))}
      </SelectField>
      <div className="sm:col-span-2">
        <Button type="submit" pending={pending} pendingLabel="Saving..." disabled={!valid}>
          Save settings
        </Button>
      </div>
    </form>
  );
}

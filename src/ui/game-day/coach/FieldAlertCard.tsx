/**
 * The Game Day tab's field-status alert: the one on now, and the form that posts, replaces or
 * clears it, with the message's optional Spanish version beside the English (under it on a phone).
 */
import { useId, useState } from "react";
import { Button, SubmitButton } from "../../kit/form/Button";
import { SelectField, TextAreaField, TextField } from "../../kit/form/Field";
import Form from "../../kit/form/Form";
import { useForm } from "../../kit/form/use-form";
import { errorMessage } from "../../kit/api";
import { clearFieldAlert, postFieldAlert } from "./api";
import { nowMillis } from "../../../lib/clock";
import { ALERT_LEVEL_LABELS, LIMITS } from "../../../lib/constants";
import { formatDayAndStart } from "../../../lib/domain/event-status";
import type { FieldAlert } from "../../../lib/schemas/game-day";
import type { FieldAlertInput } from "../../../lib/schemas/game-day";
import { NEW_ALERT_FORM, validateAlertForm, type AlertFormValues } from "./game-day-forms";
import type { Loadable } from "../../kit/load";
import { showError, showToast } from "../../kit/toasts";
import { Card, Loaded } from "../../kit/coach/parts";
import LevelField from "./LevelField";

/**
 * "Until Mon, Sep 15, 11:59 PM", always with its day. The bar's `untilText` (../field-alert.ts)
 * leaves the day out for an end today, for parents; and sharing that module with the dashboard
 * would split it out of the alert's one script file: a second request and about 0.14 KB more on
 * every page.
 */
const untilText = (alert: FieldAlert) => `Until ${formatDayAndStart({ date: alert.endsAt, endDate: null })}`;

export default function FieldAlertCard({
  alert,
  onRetry,
  onChange,
}: {
  alert: Loadable<FieldAlert | null>;
  onRetry: () => void;
  onChange: (alert: FieldAlert | null) => void;
}) {
  const headingId = useId();
  const [clearing, setClearing] = useState(false);
  const form = useForm<AlertFormValues, FieldAlertInput>({
    initial: NEW_ALERT_FORM,
    check: (values) => validateAlertForm(values, nowMillis()),
  });

  const post = async (input: FieldAlertInput) => {
    try {
      const { alert: posted } = await postFieldAlert(input);
      onChange(posted);
      form.reset();
      showToast({
        title: "Alert Posted",
        description: "It shows at the top of every page.",
        variant: "success",
      });
    } catch (error) {
      showError(form.fail(error, errorMessage(error, "Failed to post the alert. Please try again.")));
    }
  };

  const clear = async () => {
    setClearing(true);
    try {
      await clearFieldAlert();
      onChange(null);
      showToast({
        title: "Alert Cleared",
        description: "No alert shows on the site now.",
        variant: "success",
      });
    } catch (error) {
      showError(errorMessage(error, "Failed to clear the alert. Please try again."));
    } finally {
      setClearing(false);
    }
  };

  return (
    <Card title="Field Alert" headingId={headingId}>
      <Loaded state={alert} what="the field alert" onRetry={onRetry}>
        {(current) =>
          current === null ? (
            <p className="text-slate-700">No alert is showing on the site.</p>
          ) : (
            <div className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
              <p className="text-sm font-bold text-navy-900">
                Showing now: {ALERT_LEVEL_LABELS[current.level]}
              </p>
              <p className="mt-1 break-words text-slate-800">{current.message}</p>
              <p className="mt-1 break-words text-slate-800">
                {current.messageEs ? (
                  <>
                    <span className="font-semibold">Spanish: </span>
                    <span lang="es">{current.messageEs}</span>
                  </>
                ) : (
                  "No Spanish version: the Spanish pages show the English, marked “(en inglés)”."
                )}
              </p>
              <p className="mt-1 text-sm text-slate-600">{untilText(current)}</p>
              <Button
                tone="secondary"
                small
                className="mt-2"
                pending={clearing}
                pendingLabel="Clearing..."
                onClick={() => void clear()}
              >
                Clear Alert
              </Button>
            </div>
          )
        }
      </Loaded>
      <Form form={form} onSubmit={post} className="mt-4 space-y-3">
        <div className="grid gap-3 md:grid-cols-2">
          <TextAreaField
            label={
              alert.status === "ready" && alert.data !== null ? "New alert (replaces this one)" : "New alert"
            }
            rows={2}
            required
            maxLength={LIMITS.alertMessage}
            hint={`${String(form.values.message.length)}/${String(LIMITS.alertMessage)} characters, e.g. "All fields closed today: rain".`}
            {...form.bind("message")}
          />
          <TextAreaField
            label="Spanish alert"
            optional
            lang="es"
            rows={2}
            maxLength={LIMITS.alertMessage}
            hint={
              form.values.messageEs.trim() === ""
                ? "None yet: the Spanish pages show the English, marked “(en inglés)”."
                : `${String(form.values.messageEs.length)}/${String(LIMITS.alertMessage)} characters.`
            }
            {...form.bind("messageEs")}
          />
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <LevelField
            id={form.fieldId("level")}
            value={form.values.level}
            onChange={(level) => {
              form.set("level", level);
            }}
          />
          <SelectField
            id={form.fieldId("ends")}
            label="Shows until"
            value={form.values.ends}
            onChange={(event) => {
              form.set("ends", event.target.value === "at" ? "at" : "today");
            }}
          >
            <option value="today">The end of today</option>
            <option value="at">A day and time I choose</option>
          </SelectField>
        </div>
        {form.values.ends === "at" ? (
          <div className="grid grid-cols-2 gap-3">
            <TextField label="Ends on" type="date" required {...form.bind("endDate")} />
            <TextField label="At" type="time" required hint="Kyle time" {...form.bind("endTime")} />
          </div>
        ) : null}
        <SubmitButton form={form} pendingLabel="Posting...">
          Post Alert
        </SubmitButton>
      </Form>
    </Card>
  );
}

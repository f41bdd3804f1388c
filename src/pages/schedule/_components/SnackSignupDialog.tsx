/**
 * The snack sign-up dialog for one game: name, email, optional phone. Confirm stays disabled while
 * name or email is empty or the request is pending; values are trimmed before sending. Loaded the
 * first time a parent reaches for a Sign Up button (SnackSignup.tsx), not with the page.
 */
import { useEffect } from "react";
import Dialog from "../../../islands/Dialog";
import { Button } from "../../../islands/form/Button";
import { EmailField, PersonNameField, TextField } from "../../../islands/form/Field";
import Honeypot, { honeypotField } from "../../../islands/form/Honeypot";
import { useForm } from "../../../islands/form/use-form";
import { ApiRequestError, signUpForSnacks } from "../../../lib/browser/api-client";
import { LIMITS } from "../../../lib/constants";
import { formatEventDate, formatEventTime } from "../../../lib/domain/time";
import type { Event } from "../../../lib/schemas/records";
import { refreshEvents } from "../../../stores/events";
import { preloadSchemas, schemasOrNull } from "../../../stores/schemas";
import { showError, showToast } from "../../../stores/toasts";

const EMPTY = { name: "", email: "", phone: "", website: "" };

/** What to tell a parent whose sign-up failed: the server's reason when it is theirs to act on. */
function failureMessage(error: unknown): string {
  const generic = "There was an error with your snack signup. Please try again.";
  if (!(error instanceof ApiRequestError) || !error.userMessage) return generic;
  return [400, 404, 409, 429].includes(error.status) ? error.userMessage : generic;
}

export interface SnackSignupDialogProps {
  game: Event | null;
  onClose: () => void;
  /** Where focus goes if the Sign Up button is gone when the dialog closes (the game is covered). */
  fallbackFocusId?: string | undefined;
}

export default function SnackSignupDialog({ game, onClose, fallbackFocusId }: SnackSignupDialogProps) {
  // Checked only as it is sent: the ids are `snack-name`, `snack-email` …
  const form = useForm({ initial: EMPTY, fields: ["name", "email", "phone"], id: "snack" });
  const { values, pending } = form;

  // The email check uses the API's schema, fetched as the dialog opens rather than with the page.
  useEffect(() => {
    if (game) preloadSchemas();
  }, [game]);

  const close = () => {
    if (!pending) onClose();
  };

  const signUp = async (eventId: string, parentName: string, parentEmail: string) => {
    const parentPhone = values.phone.trim();
    const schemas = await schemasOrNull();
    if (!schemas) {
      showError(failureMessage(null), "Signup Failed");
      return;
    }
    if (!schemas.EmailInputSchema.safeParse(parentEmail).success) {
      form.setError("email", "Please enter a valid email address");
      return;
    }
    let done: boolean;
    try {
      await signUpForSnacks(eventId, {
        parentName,
        parentEmail,
        ...(parentPhone ? { parentPhone } : {}),
        ...honeypotField(values.website),
      });
      done = true;
      form.reset();
      showToast({
        title: "Snack Signup Successful! 🍎",
        description: "Thank you for volunteering to bring snacks for the team!",
        variant: "success",
      });
    } catch (error) {
      showError(failureMessage(error), "Signup Failed");
      // Someone else was first: nothing left to sign up for here.
      done = error instanceof ApiRequestError && error.status === 409;
    }
    // The list shows the game covered before the dialog closes, so focus lands on the game's row
    // rather than on a Sign Up button that is about to disappear.
    await refreshEvents();
    if (done) onClose();
  };

  return (
    <Dialog
      open={game !== null}
      onClose={close}
      {...(fallbackFocusId ? { fallbackFocusId } : {})}
      title="Sign Up for Snacks"
      description={
        game ? (
          <>
            <strong className="font-semibold text-navy-900">{game.title}</strong>, {formatEventDate(game)} ·{" "}
            {formatEventTime(game)}. Please bring snacks and drinks for about 15 people (12-15 players plus
            coaches).
          </>
        ) : null
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const [name, email] = [values.name.trim(), values.email.trim()];
          if (!game) return;
          if (!name || !email)
            showError("Please fill in your name and email address.", "Missing Information");
          else void form.send(() => signUp(game.id, name, email));
        }}
        className="space-y-4"
      >
        <PersonNameField label="Parent name" name="parentName" aria-required {...form.bind("name")} />
        <EmailField
          label="Email"
          name="parentEmail"
          aria-required
          hint="Only the coach sees your email."
          {...form.bind("email")}
        />
        <TextField
          label="Phone"
          optional
          name="parentPhone"
          type="tel"
          autoComplete="tel"
          maxLength={LIMITS.phone}
          {...form.bind("phone")}
        />
        <Honeypot
          id="snack-website"
          value={values.website}
          onChange={(website) => {
            form.set("website", website);
          }}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button tone="secondary" onClick={close} disabled={pending !== null}>
            Cancel
          </Button>
          <Button
            type="submit"
            disabled={values.name === "" || values.email === ""}
            pending={pending !== null}
            pendingLabel="Signing up..."
          >
            Confirm Sign Up
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * The snack sign-up dialog for one game: name, email, optional phone. Confirm stays disabled while
 * name or email is empty or the request is pending; values are trimmed before sending.
 */
import { useEffect, useState, type SubmitEvent } from "react";
import { ApiRequestError, signUpForSnacks } from "../../../lib/browser/api-client";
import { formatEventDate, formatEventTime } from "../../../lib/domain/time";
import type { Event } from "../../../lib/schemas/records";
import Dialog from "../../../islands/Dialog";
import { refreshEvents } from "../../../stores/events";
import { preloadSchemas, schemasOrNull } from "../../../stores/schemas";
import { showError, showToast } from "../../../stores/toasts";

const EMPTY = { parentName: "", parentEmail: "", parentPhone: "", website: "" };

const FIELD =
  "mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2 text-base text-slate-900 aria-invalid:border-red-700";

/** What to tell a parent whose sign-up failed: the server's reason when it is theirs to act on. */
function failureMessage(error: unknown): string {
  const generic = "There was an error with your snack signup. Please try again.";
  if (!(error instanceof ApiRequestError) || !error.userMessage) return generic;
  return [400, 404, 409, 429].includes(error.status) ? error.userMessage : generic;
}

interface SnackSignupDialogProps {
  game: Event | null;
  onClose: () => void;
  /** Where focus goes if the Sign Up button is gone when the dialog closes (the game is covered). */
  fallbackFocusId?: string | undefined;
}

export default function SnackSignupDialog({ game, onClose, fallbackFocusId }: SnackSignupDialogProps) {
  const [form, setForm] = useState(EMPTY);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  // The email check uses the API's schema, fetched as the dialog opens rather than with the page.
  useEffect(() => {
    if (game) preloadSchemas();
  }, [game]);

  const close = () => {
    if (!pending) onClose();
  };

  const update = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    if (field === "parentEmail") setEmailError(null);
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!game || pending) return;
    const parentName = form.parentName.trim();
    const parentEmail = form.parentEmail.trim();
    const parentPhone = form.parentPhone.trim();
    if (!parentName || !parentEmail) {
      showError("Please fill in your name and email address.", "Missing Information");
      return;
    }
    setPending(true);
    const schemas = await schemasOrNull();
    if (!schemas) {
      setPending(false);
      showError(failureMessage(null), "Signup Failed");
      return;
    }
    if (!schemas.EmailInputSchema.safeParse(parentEmail).success) {
      setPending(false);
      setEmailError("Please enter a valid email address");
      return;
    }
    let done: boolean;
    try {
      await signUpForSnacks(game.id, {
        parentName,
        parentEmail,
        ...(parentPhone ? { parentPhone } : {}),
        ...(form.website ? { website: form.website } : {}),
      });
      done = true;
      setForm(EMPTY);
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
    setPending(false);
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
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <div>
          <label htmlFor="snack-name" className="font-medium text-slate-900">
            Parent name
          </label>
          <input
            id="snack-name"
            name="parentName"
            autoComplete="name"
            required
            maxLength={100}
            value={form.parentName}
            onChange={update("parentName")}
            className={FIELD}
          />
        </div>
        <div>
          <label htmlFor="snack-email" className="font-medium text-slate-900">
            Email
          </label>
          <input
            id="snack-email"
            name="parentEmail"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            value={form.parentEmail}
            onChange={update("parentEmail")}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? "snack-email-error" : "snack-email-hint"}
            className={FIELD}
          />
          {emailError ? (
            <p id="snack-email-error" className="mt-1 text-sm text-red-800">
              {emailError}
            </p>
          ) : (
            <p id="snack-email-hint" className="mt-1 text-sm text-slate-600">
              Only the coach sees your email.
            </p>
          )}
        </div>
        <div>
          <label htmlFor="snack-phone" className="font-medium text-slate-900">
            Phone <span className="font-normal text-slate-600">(optional)</span>
          </label>
          <input
            id="snack-phone"
            name="parentPhone"
            type="tel"
            autoComplete="tel"
            maxLength={40}
            value={form.parentPhone}
            onChange={update("parentPhone")}
            className={FIELD}
          />
        </div>
        {/* People never see this field; bots fill it in, and the server then ignores the request. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="snack-website">Website</label>
          <input
            id="snack-website"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={form.website}
            onChange={update("website")}
          />
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <button
            type="button"
            onClick={close}
            disabled={pending}
            className="min-h-11 rounded-lg px-4 font-semibold text-navy-900 ring-1 ring-slate-300 hover:bg-slate-100 disabled:opacity-60"
          >
            Cancel
          </button>
          <button
            type="submit"
            disabled={pending || form.parentName === "" || form.parentEmail === ""}
            className="min-h-11 rounded-lg bg-navy-900 px-4 font-semibold text-white hover:bg-navy-800 disabled:cursor-not-allowed disabled:bg-slate-400"
          >
            {pending ? "Signing up..." : "Confirm Sign Up"}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * A sign-up opened with its manage token on /snacks/manage (ManageSignup.tsx loads this as it asks
 * for the sign-up, so the form kit arrives with the data): the game with its game-day status, the
 * team's snack note, the form with the name, email, phone and what they bring as given (Save
 * changes, checked as sent with the API's own schema, whose issues go under their fields), and
 * Cancel my sign-up after a confirmation (docs/product-rules.md#snack-sign-ups). The confirmation
 * loads as a pointer or the keyboard reaches its button, as on /schedule: most visits only change.
 * In the words of ManageSignup's page (`useSnackWords`).
 */
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { StatusBadge } from "../schedule/StatusBadge";
import { StatusNote, StatusTime } from "../schedule/EventStatus";
import { Button, SubmitButton } from "../kit/form/Button";
import { useForm } from "../kit/form/use-form";
import { SnackNote } from "./SnackNote";
import { VolunteerFields } from "./VolunteerFields";
import { changeSignup } from "./api";
import { failureOf } from "../kit/api";
import { nowMillis } from "../../lib/clock";
import { formatEventDate, formatEventTime } from "../../lib/domain/time";
import type { SnackVolunteerInput } from "../../lib/schemas/snacks";
import type { SnackSignupView } from "../../lib/schemas/snacks";
import { signupProblem, type SignupProblem } from "./snack-manage";
import { $schemas, preloadSchemas, schemasOrNull } from "../kit/form/schemas";
import { forgetSnackToken } from "./signup-store";
import { showError, showToast } from "../kit/toasts";
import { snackNoticeWords } from "../schedule/event-words";
import { useSnackWords } from "./words";

const valuesOf = (signup: SnackSignupView["signup"]) => ({
  parentName: signup.name,
  parentEmail: signup.email,
  parentPhone: signup.phone ?? "",
  bringing: signup.bringing ?? "",
});

type Confirm = typeof import("./CancelSignupConfirm");

let confirmModule: Promise<Confirm> | null = null;

/** Loads the cancel confirmation once; a failed load (offline) is tried again next time. */
function loadConfirm(): Promise<Confirm> {
  confirmModule ??= import("./CancelSignupConfirm").catch((error: unknown) => {
    confirmModule = null;
    throw error;
  });
  return confirmModule;
}

const prefetchConfirm = () => {
  loadConfirm().catch(() => undefined);
};

export interface SignupDetailsProps {
  token: string;
  view: SnackSignupView;
  onChange: (view: SnackSignupView) => void;
  onCancelled: () => void;
  onRefused: (problem: SignupProblem) => void;
}

export default function SignupDetails({ token, view, onChange, onCancelled, onRefused }: SignupDetailsProps) {
  const { event: game } = view;
  const speech = useSnackWords();
  const { words, event: eventWords, kit, lang } = speech;
  const said = words.manage;
  const schemas = useStore($schemas);
  const form = useForm<ReturnType<typeof valuesOf>, SnackVolunteerInput>({
    initial: valuesOf(view.signup),
    check: schemas?.SnackVolunteerInputSchema,
    fields: ["parentName", "parentEmail", "parentPhone", "bringing"],
    id: "manage",
  });
  const [confirming, setConfirming] = useState(false);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const notice = snackNoticeWords(game, eventWords);
  const opening = confirming && !confirm;

  const save = async () => {
    // The API's schema loads as the form is first used (focus or typing), not with the page.
    const module = await schemasOrNull();
    if (!module) {
      showError(kit.offline, said.saveFailedTitle);
      return;
    }
    const input = form.validate({ check: module.SnackVolunteerInputSchema });
    if (!input) return;
    try {
      const next = await changeSignup(token, input);
      form.reset(valuesOf(next.signup));
      onChange(next);
      showToast({ title: said.savedTitle, description: said.savedText, variant: "success" });
    } catch (error) {
      const failure = failureOf(error);
      const problem = signupProblem(failure, speech);
      // A 400 names its fields; a 409 may be the new email's budget: the form stays for another try.
      const message = failure?.status === 400 || failure?.status === 409 ? failure.userMessage : null;
      showError(form.fail(error, message ?? problem.message), said.saveFailedTitle);
      if (problem.spent) {
        forgetSnackToken(token);
        onRefused(problem);
      }
    }
  };

  return (
    <div className="space-y-6">
      <section
        aria-labelledby="manage-game"
        className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
      >
        <p className="text-sm font-semibold text-green-900">{said.yours}</p>
        <StatusBadge event={game} className="mt-1" />
        <h2 id="manage-game" className="text-xl font-bold break-words text-navy-900">
          {game.title}
        </h2>
        <p className="text-slate-700">
          <StatusTime event={game}>
            {formatEventDate(game, lang)} · {formatEventTime(game, lang)}
          </StatusTime>
        </p>
        <p className="break-words text-slate-700">{game.location ?? eventWords.fieldTba}</p>
        <StatusNote event={game} at={nowMillis()} />
        {notice ? <p className="mt-2 text-sm font-semibold text-slate-900">{notice}</p> : null}
      </section>

      <SnackNote note={view.snackNote} noteEs={view.snackNoteEs} heading={words.noteHeading} lang={lang} />

      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.send(save);
        }}
        onFocus={preloadSchemas}
        onChange={preloadSchemas}
        aria-labelledby="manage-details"
        className="space-y-4"
      >
        <h2 id="manage-details" className="text-xl font-bold text-navy-900">
          {said.details}
        </h2>
        <VolunteerFields bind={form.bind} who="self" words={words.fields} emailHint={said.emailHint} />
        <SubmitButton form={form} pendingLabel={said.saving} className="w-full sm:w-auto">
          {said.save}
        </SubmitButton>
      </form>

      <section aria-labelledby="manage-cancel" className="space-y-2 border-t border-slate-200 pt-5">
        <h2 id="manage-cancel" className="text-lg font-bold text-navy-900">
          {said.cantMakeIt}
        </h2>
        <p className="text-slate-700">{said.cantMakeItText}</p>
        <Button
          tone="danger"
          disabled={form.pending !== null}
          onPointerEnter={prefetchConfirm}
          onFocus={prefetchConfirm}
          // Pressed before the confirmation arrived (a slow connection): it says so until it opens,
          // and keeps the focus, which goes back to it when the confirmation closes.
          aria-busy={opening || undefined}
          onClick={() => {
            if (opening) return;
            setConfirming(true);
            loadConfirm().then(setConfirm, () => {
              setConfirming(false);
              showError(said.confirmFailed, words.cancel.failedTitle);
            });
          }}
        >
          {opening ? words.list.opening : said.cancelMine}
        </Button>
      </section>

      {confirm ? (
        <confirm.default
          signup={confirming ? { game, token } : null}
          onClose={() => {
            setConfirming(false);
          }}
          onCancelled={onCancelled}
          onRefused={onRefused}
        />
      ) : null}
    </div>
  );
}

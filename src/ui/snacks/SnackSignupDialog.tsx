/**
 * The snack sign-up dialog for one game: name, email, optional phone and what they will bring,
 * with the team's snack note when the coach set one (fetched as the dialog opens; the form never
 * waits for it). Confirm stays disabled while name or email is empty or the request is pending; the
 * values are checked as sent with the API's own schema, and the API's answer to a bad request goes
 * under its fields. After success the dialog shows the parent their private link
 * (/snacks/manage#<token>, kept on this phone too) with Copy link, and Done closes it.
 *
 * Also the confirmation of Cancel on a row this phone signed up for (`CancelSignupDialog`). Loaded
 * the first time a parent reaches for a Sign Up or Cancel button (SnackSignup.tsx), not with the page.
 * Both speak the words of the island that opens them (`useSnackWords`).
 */
import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState } from "react";
import Dialog from "../kit/Dialog";
import { Button } from "../kit/form/Button";
import Honeypot, { honeypotField } from "../kit/form/Honeypot";
import { useForm } from "../kit/form/use-form";
import { SnackNote, useSnackNote } from "./SnackNote";
import { VolunteerFields } from "./VolunteerFields";
import { ApiRequestError } from "../kit/api";
import { signUpForSnacks } from "./api";
import { formatEventDate, formatEventTime } from "../../lib/domain/time";
import type { Event } from "../../lib/schemas/events";
import type { SnackSignupInput } from "../../lib/schemas/snacks";
import { manageLink } from "./snack-tokens";
import { useSnackWords } from "./words";
import { refreshEvents } from "../schedule/store";
import { $schemas, preloadSchemas, schemasOrNull } from "../kit/form/schemas";
import { rememberSnackToken } from "./signup-store";
import { showError, showToast } from "../kit/toasts";

export { default as CancelSignupDialog } from "./CancelSignupConfirm";

const EMPTY = { parentName: "", parentEmail: "", parentPhone: "", bringing: "", website: "" };

/**
 * What to tell a parent whose sign-up failed: the server's reason when it is theirs to act on,
 * else `generic` ("There was an error with your snack signup. …").
 */
function failureMessage(error: unknown, generic: string): string {
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
  const { words, kit, lang } = useSnackWords();
  const said = words.dialog;
  // The schema arrives as the dialog opens; until then a sign-up asks for it as it is sent.
  const schemas = useStore($schemas);
  // Field ids are `signup-parentName` …; the API's issues name the same fields.
  const form = useForm<typeof EMPTY, SnackSignupInput>({
    initial: EMPTY,
    check: schemas?.SnackSignupInputSchema,
    fields: ["parentName", "parentEmail", "parentPhone", "bringing"],
    id: "signup",
  });
  const { values, pending } = form;
  const note = useSnackNote(game !== null);
  // The private link of the sign-up just made, shown until Done.
  const [token, setToken] = useState<string | null>(null);
  const listReloaded = useRef<Promise<void>>(Promise.resolve());

  // The checks use the API's schema, fetched as the dialog opens rather than with the page.
  useEffect(() => {
    if (game) preloadSchemas();
  }, [game]);

  const close = () => {
    if (pending) return;
    setToken(null);
    onClose();
  };
  // After a sign-up (Done, Escape or ×): once the list shows the game as this family's.
  const finish = () => {
    void listReloaded.current.then(close);
  };

  const signUp = async (eventId: string) => {
    const module = await schemasOrNull();
    if (!module) {
      showError(failureMessage(null, said.failed), said.failedTitle);
      return;
    }
    const input = form.validate({ check: module.SnackSignupInputSchema });
    if (!input) return;
    const { website = "", ...volunteer } = input;
    let done: boolean;
    let linked = false;
    try {
      const answer = await signUpForSnacks(eventId, { ...volunteer, ...honeypotField(website) });
      done = true;
      form.reset();
      if (answer.manageToken) {
        rememberSnackToken(eventId, answer.manageToken);
        setToken(answer.manageToken);
        linked = true;
      }
      showToast({ title: said.successTitle, description: said.successText, variant: "success" });
    } catch (error) {
      showError(form.fail(error, failureMessage(error, said.failed)), said.failedTitle);
      // Someone else was first: nothing left to sign up for here.
      done = error instanceof ApiRequestError && error.status === 409;
    }
    // The list shows the game covered before the dialog closes, so focus lands on the game's row
    // rather than on a Sign Up button that is about to disappear. A sign-up that answered its link
    // stays open on it, no longer pending, while the list reloads; Done waits for the reload.
    const reloaded = refreshEvents();
    if (linked) {
      listReloaded.current = reloaded;
      return;
    }
    await reloaded;
    if (done) onClose();
  };

  return (
    <Dialog
      open={game !== null}
      onClose={token ? finish : close}
      {...(fallbackFocusId ? { fallbackFocusId } : {})}
      title={token ? said.doneTitle : said.title}
      description={
        game ? (
          <>
            <strong className="font-semibold text-navy-900">{game.title}</strong>,{" "}
            {formatEventDate(game, lang)} · {formatEventTime(game, lang)}.{" "}
            {token ? said.thanks : said.pleaseBring}
          </>
        ) : null
      }
    >
      {token ? (
        <PrivateLink token={token} onDone={finish} />
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!game) return;
            if (!values.parentName.trim() || !values.parentEmail.trim())
              showError(said.missing, said.missingTitle);
            else void form.send(() => signUp(game.id));
          }}
          className="space-y-4"
        >
          <SnackNote
            note={note?.note ?? null}
            noteEs={note?.noteEs ?? null}
            heading={words.noteHeading}
            lang={lang}
          />
          <VolunteerFields bind={form.bind} who="self" words={words.fields} emailHint={said.emailHint} />
          <Honeypot
            id="signup-website"
            value={values.website}
            onChange={(website) => {
              form.set("website", website);
            }}
          />
          <div className="flex flex-wrap justify-end gap-3">
            <Button tone="secondary" onClick={close} disabled={pending !== null}>
              {kit.cancel}
            </Button>
            <Button
              type="submit"
              disabled={values.parentName === "" || values.parentEmail === ""}
              pending={pending !== null}
              pendingLabel={said.sending}
            >
              {said.confirm}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

/**
 * The private link of the sign-up just made, to keep: Manage your sign-up, Copy link (pending while
 * the clipboard works, then "Link copied"), and Done. Takes the focus as it replaces the form.
 */
function PrivateLink({ token, onDone }: { token: string; onDone: () => void }) {
  const { words, pages } = useSnackWords();
  const said = words.dialog;
  const link = useRef<HTMLAnchorElement>(null);
  const [copy, setCopy] = useState<"idle" | "copying" | "copied">("idle");
  const href = manageLink(token, pages.manage);

  useEffect(() => {
    link.current?.focus();
  }, []);

  const copyLink = async () => {
    setCopy("copying");
    try {
      await navigator.clipboard.writeText(new URL(href, location.href).href);
      setCopy("copied");
    } catch {
      setCopy("idle");
      showError(said.copyFailed, said.copyFailedTitle);
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{said.linkIntro}</p>
      <a
        ref={link}
        href={href}
        className="flex min-h-11 items-center justify-center rounded-lg bg-green-50 px-4 font-semibold text-green-900 underline ring-1 ring-green-200"
      >
        {said.manage}
      </a>
      <div className="flex flex-wrap justify-end gap-3">
        <Button
          tone="secondary"
          onClick={() => void copyLink()}
          pending={copy === "copying"}
          pendingLabel={said.copying}
        >
          {copy === "copied" ? said.copied : said.copy}
        </Button>
        <Button onClick={onDone}>{said.done}</Button>
      </div>
      <p role="status" className="sr-only">
        {copy === "copied" ? said.copiedStatus : ""}
      </p>
    </div>
  );
}

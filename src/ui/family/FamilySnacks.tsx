/**
 * The family's snack sign-ups: each game it brings snacks to, with Change and Cancel sign-up, and
 * each game that still needs a volunteer, with Sign up. A sign-up made here belongs to the family
 * and is changed or cancelled here (docs/api.md#family-answers). Saved only when the server says so.
 */
import { useId, useState } from "react";
import { isOn } from "../../lib/domain/status-badge";
import { formatEventDate } from "../../lib/domain/time";
import type { FamilyEvent, FamilySnackSignup, FamilyView } from "../../lib/schemas/families";
import { fill } from "../../i18n/fill";
import { failureOf } from "../kit/api";
import { Button } from "../kit/form/Button";
import { cancelFamilySignup, changeFamilySignup, signUpFamily } from "./api";
import { useFamilyWords } from "./words";

interface FamilySnacksProps {
  token: string;
  view: FamilyView;
  onChange: (view: FamilyView) => void;
  onSpent: () => void;
}

export default function FamilySnacks({ token, view, onChange, onSpent }: FamilySnacksProps) {
  const { words, lang } = useFamilyWords();
  const said = words.snacks;
  const id = useId();
  const games = view.events.filter((event) => event.type === "game" && isOn(event));
  const signupOf = (eventId: string) => view.snackSignups.find((signup) => signup.eventId === eventId);
  const shown = games.filter((game) => signupOf(game.id) !== undefined || game.snackParentId === null);

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <h2 id={`${id}-heading`} className="text-lg font-bold text-navy-900">
        {said.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{said.intro}</p>
      {view.snackSignups.length === 0 ? <p className="mt-2 text-sm text-slate-700">{said.none}</p> : null}
      <ul className="mt-3 space-y-3">
        {shown.map((game) => (
          <li key={game.id} className="rounded-lg p-3 ring-1 ring-slate-200">
            <p className="font-semibold text-navy-900">
              {game.title} · {formatEventDate(game, lang)}
            </p>
            <SnackGame
              token={token}
              game={game}
              signup={signupOf(game.id) ?? null}
              onSaved={(signup, event) => {
                onChange({
                  ...view,
                  events: view.events.map((entry) =>
                    entry.id === event.id ? { ...entry, ...event } : entry,
                  ),
                  snackSignups: [
                    ...view.snackSignups.filter((entry) => entry.eventId !== signup.eventId),
                    signup,
                  ],
                });
              }}
              onCancelled={() => {
                onChange({
                  ...view,
                  events: view.events.map((entry) =>
                    entry.id === game.id ? { ...entry, snackParentId: null } : entry,
                  ),
                  snackSignups: view.snackSignups.filter((entry) => entry.eventId !== game.id),
                });
              }}
              onSpent={onSpent}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

interface SnackGameProps {
  token: string;
  game: FamilyEvent;
  signup: FamilySnackSignup | null;
  onSaved: (signup: FamilySnackSignup, event: Partial<FamilyEvent> & { id: string }) => void;
  onCancelled: () => void;
  onSpent: () => void;
}

function SnackGame({ token, game, signup, onSaved, onCancelled, onSpent }: SnackGameProps) {
  const { words } = useFamilyWords();
  const said = words.snacks;
  const [editing, setEditing] = useState(false);
  const [pending, setPending] = useState<"save" | "cancel" | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const [values, setValues] = useState({
    parentName: signup?.name ?? "",
    parentEmail: signup?.email ?? "",
    bringing: signup?.bringing ?? "",
  });

  const fail = (error: unknown) => {
    const failure = failureOf(error);
    if (failure?.status === 404 && pending !== "cancel") onSpent();
    else setProblem(failure?.userMessage ?? said.failed);
  };

  const save = async () => {
    setPending("save");
    setProblem(null);
    try {
      const volunteer = {
        parentName: values.parentName,
        parentEmail: values.parentEmail,
        bringing: values.bringing.trim() === "" ? null : values.bringing,
      };
      const answer = signup
        ? await changeFamilySignup(token, game.id, volunteer)
        : await signUpFamily(token, { eventId: game.id, ...volunteer, website: "" });
      setEditing(false);
      onSaved(answer.signup, answer.event);
    } catch (error) {
      fail(error);
    } finally {
      setPending(null);
    }
  };

  const cancel = async () => {
    setPending("cancel");
    setProblem(null);
    try {
      await cancelFamilySignup(token, game.id);
      onCancelled();
    } catch (error) {
      fail(error);
    } finally {
      setPending(null);
    }
  };

  const field = (key: keyof typeof values, label: string, type = "text", hint?: string) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="field-label">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-${key}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <input
        id={`${id}-${key}`}
        type={type}
        value={values[key]}
        required={key !== "bringing"}
        aria-describedby={hint ? `${id}-${key}-hint` : undefined}
        onChange={(change) => {
          setValues({ ...values, [key]: change.target.value });
        }}
        className="field-box min-h-11 w-full"
      />
    </div>
  );

  return (
    <div className="mt-1 text-sm">
      {signup ? (
        <p className="text-slate-800">
          {signup.bringing ? fill(said.yours, { bringing: signup.bringing }) : said.yoursNothingSaid}
        </p>
      ) : (
        <p className="text-slate-700">{said.open}</p>
      )}
      {editing ? (
        <form
          className="mt-2 space-y-2"
          onSubmit={(submit) => {
            submit.preventDefault();
            void save();
          }}
        >
          {field("parentName", said.name)}
          {field("parentEmail", said.email, "email", said.emailHint)}
          {field("bringing", said.bringing)}
          <Button type="submit" small pending={pending === "save"} pendingLabel={said.saving}>
            {said.save}
          </Button>
        </form>
      ) : (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button
            tone="secondary"
            small
            disabled={pending !== null}
            onClick={() => {
              setEditing(true);
            }}
          >
            {signup ? said.change : said.signUp}
          </Button>
          {signup ? (
            <Button
              tone="secondary"
              small
              pending={pending === "cancel"}
              pendingLabel={said.cancelling}
              onClick={() => void cancel()}
            >
              {said.cancel}
            </Button>
          ) : null}
        </div>
      )}
      <p role="status" className="mt-1 font-medium text-red-800">
        {problem}
      </p>
    </div>
  );
}

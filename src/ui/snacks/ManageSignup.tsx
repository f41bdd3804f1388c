/**
 * /snacks/manage#<token>: one snack sign-up, for whoever holds its private link
 * (docs/product-rules.md#snack-sign-ups). The token comes from the part after `#` only, read once
 * the island runs (and again when the `#` part changes). While the sign-up loads, so does the form
 * that shows it (SignupDetails.tsx, with the form kit): the page alone stays light. A link that is
 * missing or cut short, spent (cancelled, cleared or reassigned by the coach), of a game that has
 * started, refused for too many requests or not reached (offline) says so, with Try again where
 * trying again can help; a cancel ends on "Your sign-up is cancelled." In the words its page hands
 * it (`words`, `event`, `kit`), its dates in `lang`.
 */
import { useEffect, useRef, useState } from "react";
import LoadError from "../kit/LoadError";
import LoadingRows from "../kit/LoadingRows";
import { failureOf } from "../kit/api";
import { fetchSignup } from "./api";
import type { SnackSignupView } from "../../lib/schemas/snacks";
import { signupProblem, tokenFromHash, type SignupProblem } from "./snack-manage";
import { forgetSnackToken } from "./signup-store";
import { SnackWordsProvider, useSnackWords, type SnackSpeech } from "./words";

type Details = typeof import("./SignupDetails");

type State =
  | { status: "loading" }
  | { status: "no-link"; garbled: boolean }
  | { status: "problem"; problem: SignupProblem }
  | { status: "ready"; token: string; view: SnackSignupView; details: Details }
  | { status: "cancelled" };

let detailsModule: Promise<Details> | null = null;

/** Loads the form once; a failed load (offline) is tried again next time. */
function loadDetails(): Promise<Details> {
  detailsModule ??= import("./SignupDetails").catch((error: unknown) => {
    detailsModule = null;
    throw error;
  });
  return detailsModule;
}

export default function ManageSignup(speech: SnackSpeech) {
  return (
    <SnackWordsProvider speech={speech}>
      <Manage />
    </SnackWordsProvider>
  );
}

function Manage() {
  const speech = useSnackWords();
  const said = speech.words.manage;
  const [state, setState] = useState<State>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  // The link's token, read from `#` once the island runs and again when `#` changes (a link
  // pasted into the same tab); an answer to an earlier token is dropped.
  useEffect(() => {
    const load = new AbortController();
    const open = async () => {
      const found = tokenFromHash(location.hash);
      if (typeof found === "string") {
        setState({ status: "no-link", garbled: found === "garbled" });
        return;
      }
      setState({ status: "loading" });
      try {
        const [view, details] = await Promise.all([fetchSignup(found.token, load.signal), loadDetails()]);
        setState({ status: "ready", token: found.token, view, details });
      } catch (error) {
        if (load.signal.aborted) return;
        const problem = signupProblem(failureOf(error), speech);
        if (problem.spent) forgetSnackToken(found.token);
        setState({ status: "problem", problem });
      }
    };
    void open();
    const onHashChange = () => {
      setAttempt((count) => count + 1);
    };
    addEventListener("hashchange", onHashChange);
    return () => {
      load.abort();
      removeEventListener("hashchange", onHashChange);
    };
    // The words are the page's, the same on every render: only a new attempt loads again.
  }, [attempt, speech]);

  switch (state.status) {
    case "loading":
      return <LoadingRows label={said.loading} rows={4} />;
    case "no-link":
      return state.garbled ? (
        <Notice heading={said.garbledHeading} text={said.garbledText} />
      ) : (
        <Notice heading={said.noLinkHeading} text={said.noLinkText} />
      );
    case "problem":
      return state.problem.retry ? (
        <LoadError
          message={state.problem.message}
          onRetry={() => {
            setAttempt((count) => count + 1);
          }}
        />
      ) : (
        <Notice heading={said.spentHeading} text={state.problem.message} alert />
      );
    case "cancelled":
      return <Notice heading={said.cancelledHeading} text={said.cancelledText} focus />;
    case "ready":
      return (
        <state.details.default
          key={state.token}
          token={state.token}
          view={state.view}
          onChange={(view) => {
            setState({ ...state, view });
          }}
          onCancelled={() => {
            setState({ status: "cancelled" });
          }}
          onRefused={(problem) => {
            setState({ status: "problem", problem });
          }}
        />
      );
  }
}

interface NoticeProps {
  heading: string;
  text: string;
  /** A problem, announced at once. */
  alert?: boolean;
  /** Takes the focus: it replaces the button that was pressed (Cancel sign-up). */
  focus?: boolean;
}

/** A state with no sign-up to show: a heading, a sentence and the way back to the schedule. */
function Notice({ heading, text, alert, focus }: NoticeProps) {
  const { words, pages } = useSnackWords();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <section
      role={alert ? "alert" : "status"}
      aria-labelledby="manage-notice"
      className="space-y-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="manage-notice" ref={ref} tabIndex={-1} className="text-xl font-bold text-navy-900 outline-none">
        {heading}
      </h2>
      <p className="text-slate-700">{text}</p>
      <a href={pages.schedule} className="link-button">
        {words.manage.toSchedule}
      </a>
    </section>
  );
}

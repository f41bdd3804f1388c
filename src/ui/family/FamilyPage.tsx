/**
 * /family#<token>: a family's players' upcoming games and practices with their answers, the days
 * it cannot come and its snack sign-ups (docs/product-rules.md#family-answers). The token comes from
 * the part after `#` only, read once the island runs (and again when `#` changes), and goes to the
 * API in a header; this phone keeps it, so the home page offers "Your family page". A missing or
 * garbled link, a spent one (forgotten by the phone), too many requests or no connection each say
 * so, with Try again where it can help. The details (FamilyDetails.tsx) load while the family's
 * answer travels, so the page alone stays light. In the words its page hands it, its dates in `lang`.
 */
import { useEffect, useState } from "react";
import LoadError from "../kit/LoadError";
import LoadingRows from "../kit/LoadingRows";
import { failureOf } from "../kit/api";
import type { FamilyView } from "../../lib/schemas/families";
import { fetchFamily } from "./api";
import { familyTokenFromHash, keepFamilyToken, phoneStorage } from "./family-link";
import { FamilyWordsProvider, useFamilyWords, type FamilySpeech } from "./words";

type Details = typeof import("./FamilyDetails");

type State =
  | { status: "loading" }
  | { status: "no-link" }
  | { status: "spent" }
  | { status: "problem"; message: string }
  | { status: "ready"; token: string; view: FamilyView; details: Details };

let detailsModule: Promise<Details> | null = null;

/** Loads the family's details while its answer travels; a failed load (offline) is tried again next time. */
function loadDetails(): Promise<Details> {
  detailsModule ??= import("./FamilyDetails").catch((error: unknown) => {
    detailsModule = null;
    throw error;
  });
  return detailsModule;
}

export default function FamilyPage(speech: FamilySpeech) {
  return (
    <FamilyWordsProvider speech={speech}>
      <Family />
    </FamilyWordsProvider>
  );
}

function Family() {
  const speech = useFamilyWords();
  const { words, kit } = speech;
  const [state, setState] = useState<State>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const load = new AbortController();
    const open = async () => {
      const found = familyTokenFromHash(location.hash);
      if (typeof found === "string") {
        setState({ status: "no-link" });
        return;
      }
      setState({ status: "loading" });
      try {
        const [view, details] = await Promise.all([fetchFamily(found.token, load.signal), loadDetails()]);
        keepFamilyToken(phoneStorage(), found.token);
        setState({ status: "ready", token: found.token, view, details });
      } catch (error) {
        if (load.signal.aborted) return;
        const failure = failureOf(error);
        if (failure?.status === 404) {
          keepFamilyToken(phoneStorage(), null);
          setState({ status: "spent" });
        } else if (failure === null) setState({ status: "problem", message: kit.offline });
        else if (failure.status === 429)
          setState({ status: "problem", message: failure.userMessage ?? words.link.busy });
        else setState({ status: "problem", message: kit.loadFailed });
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
  }, [attempt, kit, words]);

  switch (state.status) {
    case "loading":
      return <LoadingRows label={words.page.loading} rows={4} />;
    case "no-link":
      return <Notice heading={words.link.noLinkHeading} text={words.link.noLinkText} />;
    case "spent":
      return <Notice heading={words.link.spentHeading} text={words.link.spentText} alert />;
    case "problem":
      return (
        <LoadError
          message={state.message}
          onRetry={() => {
            setAttempt((count) => count + 1);
          }}
        />
      );
    case "ready":
      return (
        <state.details.default
          token={state.token}
          view={state.view}
          onChange={(view) => {
            setState({ ...state, view });
          }}
          onSpent={() => {
            keepFamilyToken(phoneStorage(), null);
            setState({ status: "spent" });
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
}

/** A state with no family to show: a heading, a sentence and the way to the schedule. */
function Notice({ heading, text, alert }: NoticeProps) {
  const { words, schedulePage } = useFamilyWords();
  return (
    <section
      role={alert ? "alert" : "status"}
      aria-labelledby="family-notice"
      className="space-y-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="family-notice" className="text-lg font-bold text-navy-900">
        {heading}
      </h2>
      <p className="text-slate-700">{text}</p>
      <a href={schedulePage} className="inline-block font-medium text-navy-700 underline underline-offset-2">
        {words.link.schedule}
      </a>
    </section>
  );
}

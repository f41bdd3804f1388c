/**
 * The coach's pages (/admin, /admin/season) ask the server for the session first and load no coach
 * data without one: "Checking your sign-in...", a failed check with Try again, or Coach login
 * required; `children` render only for a signed-in coach, with their name. Beside them, once for
 * the whole page, the session's heartbeat and its notices (`SessionNotice`, keep-alive.ts).
 */
import { useStore } from "@nanostores/react";
import { useEffect, type ReactNode } from "react";
import { $session, checkSession } from "./session";
import { Button } from "../../kit/form/Button";
import { useKitWords } from "../../kit/words";
import SessionNotice from "./SessionNotice";
import SignInCard from "./SignInCard";

interface CoachGateProps {
  /** What the page is, for the signed-out visitor, e.g. "The dashboard is". */
  what: string;
  /** Runs once the first check signs the coach in, e.g. a toast the last page left. */
  onSignedIn?: () => void;
  children: (name: string) => ReactNode;
}

export default function CoachGate({ what, onSignedIn, children }: CoachGateProps) {
  const $state = useStore($session);
  const kit = useKitWords();

  useEffect(() => {
    void checkSession().then((state) => {
      if (state.status === "signed-in") onSignedIn?.();
    });
    // The first check only: a later sign-in is the login page's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  switch ($state.status) {
    case "checking":
      return (
        <p aria-busy="true" className="min-h-96 text-slate-600">
          Checking your sign-in...
        </p>
      );
    case "error":
      return (
        <div role="alert" className="space-y-3">
          <p className="text-slate-700">{kit[$state.problem]}</p>
          <Button tone="secondary" onClick={() => void checkSession()}>
            Try again
          </Button>
        </div>
      );
    case "signed-out":
      return (
        <SignInCard
          id="login-needed"
          title="Coach login required"
          heading="h2"
          lead={`${what} for the team's coach. Please log in to continue.`}
        >
          <a href="/admin-login" className="link-button">
            Go to Coach Login
          </a>
        </SignInCard>
      );
    case "signed-in":
      return (
        <>
          {children($state.user.name)}
          <SessionNotice />
        </>
      );
  }
}

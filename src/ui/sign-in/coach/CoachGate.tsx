/**
 * The coach's pages (/admin, /admin/season) ask the server for the session first and load no coach
 * data without one: "Checking your sign-in...", a failed check with Try again, or Coach login
 * required; `children` render only for a signed-in coach, with their name.
 */
import { useStore } from "@nanostores/react";
import { useEffect, type ReactNode } from "react";
import { $session, checkSession } from "./session";
import { Button } from "../../kit/form/Button";

interface CoachGateProps {
  /** What the page is, for the signed-out visitor, e.g. "The dashboard is". */
  what: string;
  /** Runs once the first check signs the coach in, e.g. a toast the last page left. */
  onSignedIn?: () => void;
  children: (name: string) => ReactNode;
}

export default function CoachGate({ what, onSignedIn, children }: CoachGateProps) {
  const $state = useStore($session);

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
          <p className="text-slate-700">{$state.message}</p>
          <Button tone="secondary" onClick={() => void checkSession()}>
            Try again
          </Button>
        </div>
      );
    case "signed-out":
      return (
        <section
          aria-labelledby="login-needed"
          className="max-w-md rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
        >
          <h2 id="login-needed" className="text-xl font-bold text-navy-900">
            Coach login required
          </h2>
          <p className="mt-2 text-slate-700">{what} for the team&apos;s coach. Please log in to continue.</p>
          <a href="/admin-login" className="mt-4 link-button">
            Go to Coach Login
          </a>
        </section>
      );
    case "signed-in":
      return children($state.user.name);
  }
}

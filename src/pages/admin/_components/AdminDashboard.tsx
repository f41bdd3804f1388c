/**
 * The coach dashboard: asks the server for the session first and loads no coach
 * data without one; then the seven tabs. Lives only on /admin, so parents never download it.
 */
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import LogoutButton from "../../../islands/coach/LogoutButton";
import { Button } from "../../../islands/coach/ui";
import { showPendingToast } from "../../../stores/next-page-toast";
import { $session, checkSession } from "../../../stores/session";
import DashboardTabs, { type DashboardSettings } from "./DashboardTabs";

export default function AdminDashboard(settings: DashboardSettings) {
  const $state = useStore($session);

  useEffect(() => {
    void checkSession().then((state) => {
      if (state.status === "signed-in") showPendingToast();
    });
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
          <p className="mt-2 text-slate-700">
            The dashboard is for the team&apos;s coach. Please log in to continue.
          </p>
          <a
            href="/admin-login"
            className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-navy-900 px-4 font-semibold text-white hover:bg-navy-800"
          >
            Go to Coach Login
          </a>
        </section>
      );
    case "signed-in":
      return (
        <div className="space-y-4">
          <SignedInBar name={$state.user.name} />
          <DashboardTabs {...settings} />
        </div>
      );
  }
}

function SignedInBar({ name }: { name: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-slate-700">
        Signed in as <span className="font-semibold text-navy-900">{name}</span>
      </p>
      <LogoutButton />
    </div>
  );
}

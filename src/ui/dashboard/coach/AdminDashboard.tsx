/**
 * The coach dashboard: asks the server for the session first and loads no coach
 * data without one; then the seven tabs. Lives only on /admin, so parents never download it.
 */
import LogoutButton from "../../sign-in/coach/LogoutButton";
import CoachGate from "../../sign-in/coach/CoachGate";
import { showPendingToast } from "../../kit/next-page-toast";
import DashboardTabs, { type DashboardSettings } from "./DashboardTabs";

export default function AdminDashboard(settings: DashboardSettings) {
  return (
    <CoachGate what="The dashboard is" onSignedIn={showPendingToast}>
      {(name) => (
        <div className="space-y-4">
          <SignedInBar name={name} />
          <DashboardTabs {...settings} />
        </div>
      )}
    </CoachGate>
  );
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

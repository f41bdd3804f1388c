/**
 * The coach dashboard: asks the server for the session first and loads no coach
 * data without one; then the seven tabs. Lives only on /admin, so parents never download it.
 */
import { SignedInBar } from "../../sign-in/coach/LogoutButton";
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

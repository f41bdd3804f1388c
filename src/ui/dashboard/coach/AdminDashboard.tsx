/**
 * The coach dashboard: asks the server for the session first and loads no coach
 * data without one; then the seven tabs. Lives only on /admin, so parents never download it.
 */
import { SignedInBar } from "../../sign-in/coach/LogoutButton";
import CoachGate from "../../sign-in/coach/CoachGate";
import { showPendingToast } from "../../kit/next-page-toast";
import type { Words } from "../../../i18n/catalog";
import { KitWordsProvider } from "../../kit/words";
import type { EventSpeech } from "../../schedule/event-words";
import { EventWordsProvider } from "../../schedule/words";
import DashboardTabs, { type DashboardSettings } from "./DashboardTabs";

/** `kit` and `events`: the kit's and the events' English words, from the page. */
export default function AdminDashboard({
  kit,
  events,
  ...settings
}: DashboardSettings & { kit: Words<"kit">; events: EventSpeech }) {
  return (
    <KitWordsProvider words={kit}>
      <EventWordsProvider speech={events}>
        <CoachGate what="The dashboard is" onSignedIn={showPendingToast}>
          {(name) => (
            <div className="space-y-4">
              <SignedInBar name={name} />
              <DashboardTabs {...settings} />
            </div>
          )}
        </CoachGate>
      </EventWordsProvider>
    </KitWordsProvider>
  );
}

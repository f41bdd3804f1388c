/**
 * Game day: the field-status alert every page shows (post, replace, clear), and the one-step
 * rainout: pick a day, see its events, cancel them with one note, post the alert and, if the team
 * has a bot, tell the GroupMe group. Each part of a rainout reports on its own, and Try again asks
 * only for the parts that failed.
 */
import { useStore } from "@nanostores/react";
import { $fieldAlert, loadFieldAlert, showFieldAlert } from "./store";
import { PanelHeader } from "../../kit/coach/parts";
import FieldAlertCard from "./FieldAlertCard";
import RainoutCard from "./RainoutCard";

export default function GameDayTab() {
  const alert = useStore($fieldAlert);

  return (
    <div className="space-y-4">
      <PanelHeader title="Game Day" />
      <p className="text-sm text-slate-600">
        For the days plans change: the alert shows at the top of every page of the site, and cancelled events
        show as cancelled on the schedule and in parents&apos; calendars.
      </p>
      <FieldAlertCard alert={alert} onRetry={() => void loadFieldAlert()} onChange={showFieldAlert} />
      <RainoutCard onAlert={showFieldAlert} />
    </div>
  );
}

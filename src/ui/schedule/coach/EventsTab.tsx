/**
 * Events: every event by month with Time TBA shown, add / edit / delete, a score editor under each
 * game, each upcoming event's headcount of the families' answers, and the practice generator behind
 * a confirmation that says what it replaces.
 */
import { useStore } from "@nanostores/react";
import { useState, type ReactNode } from "react";
import ConfirmDialog from "../../kit/coach/ConfirmDialog";
import { useConfirmedAction } from "../../kit/coach/confirmed-action";
import { Button } from "../../kit/form/Button";
import Dialog from "../../kit/Dialog";
import { errorMessage } from "../../kit/api";
import { deleteEvent, generatePractices, updateEvent } from "./api";
import { statusBadge } from "../../../lib/domain/status-badge";
import { practiceGenerationWarning } from "./practice-generation-warning";
import { missingSpanishLabel } from "./event-form";
import { groupByMonth } from "../../../lib/domain/schedule";
import { formatEventDate } from "../../../lib/domain/time";
import type { Event } from "../../../lib/schemas/events";
import { $coachEvents, dropEvent, loadCoachEvents, putEvent } from "./store";
import { showError, showToast } from "../../kit/toasts";
import EventForm from "./EventForm";
import { Badge, Loaded, PanelHeader, TYPE_LABELS } from "../../kit/coach/parts";
import ScoreEditor from "./ScoreEditor";
import EventFacts from "../EventFacts";
import { StatusBadge } from "../StatusBadge";
import { StatusNote } from "../EventStatus";
import { nowMillis } from "../../../lib/clock";

interface EventsTabProps {
  /** e.g. "20 Tuesday/Thursday practices, 6:30-7:45 PM, Sep 9 - Nov 13, 2025" */
  practicePlan: string;
  practiceField: string;
  /**
   * What each event's card shows of the families' answers, placed by the dashboard (the
   * headcount is the family feature's), e.g. `(event) => <EventHeadcount eventId={event.id} … />`.
   */
  headcount?: (event: Event) => ReactNode;
}

export default function EventsTab({ practicePlan, practiceField, headcount }: EventsTabProps) {
  const $events = useStore($coachEvents);
  const editor = useEventEditor(practiceField);
  const deleting = useConfirmedAction(async (event: Event) => {
    await deleteEvent(event.id);
    dropEvent(event.id);
    showToast({
      title: "Event Deleted",
      description: `${event.title} was removed.`,
      variant: "success",
    });
  }, "Failed to delete event. Please try again.");
  const generating = useConfirmedAction<true>(async () => {
    const result = await generatePractices();
    await loadCoachEvents();
    showToast({
      title: "Practice Schedule Updated",
      description: `${String(result.practices.length)} practices are on the schedule${
        result.removed > 0 ? `; ${String(result.removed)} others were removed` : ""
      }.`,
      variant: "success",
    });
  }, "Failed to update practice schedule. Please try again.");

  const practiceCount =
    $events.status === "ready" ? $events.data.filter((e) => e.type === "practice").length : 0;

  return (
    <div className="space-y-4">
      <PanelHeader title="Events">
        <Button
          onClick={() => {
            editor.open();
          }}
        >
          Add Event
        </Button>
        <Button
          tone="secondary"
          onClick={() => {
            generating.ask(true);
          }}
          disabled={$events.status !== "ready"}
        >
          Generate Practices
        </Button>
      </PanelHeader>
      <p className="text-sm text-slate-600">
        Changes here show at once on the schedule and in the calendar parents subscribe to. Times are Kyle
        time.
      </p>

      <Loaded state={$events} what="events" onRetry={() => void loadCoachEvents()}>
        {(events) =>
          events.length === 0 ? (
            <p className="text-slate-700">No events yet. Add one, or generate the season&apos;s practices.</p>
          ) : (
            <div className="space-y-6">
              {groupByMonth(events).map((month) => (
                <section key={month.key} aria-labelledby={`events-${month.key}`}>
                  <h3 id={`events-${month.key}`} className="text-lg font-bold text-navy-900">
                    {month.label}
                  </h3>
                  <ul className="mt-2 space-y-3">
                    {month.events.map((event) => (
                      <li key={event.id}>
                        <EventCard
                          event={event}
                          headcount={headcount}
                          onEdit={() => {
                            editor.open(event);
                          }}
                          onDelete={() => {
                            deleting.ask(event);
                          }}
                        />
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          )
        }
      </Loaded>

      {editor.dialog}
      <ConfirmDialog
        {...deleting.dialog}
        title="Delete Event"
        message={
          deleting.target
            ? `Delete ${deleting.target.title} on ${formatEventDate(deleting.target)}? It disappears from the schedule and the calendar. This cannot be undone.`
            : ""
        }
        confirmLabel="Delete"
        pendingLabel="Deleting..."
      />
      <ConfirmDialog
        {...generating.dialog}
        title="Generate Practices"
        message={practiceGenerationWarning(practiceCount, practicePlan)}
        confirmLabel="Replace Practices"
        pendingLabel="Generating..."
        tone="primary"
      />
    </div>
  );
}

/**
 * The add / edit dialog of an event, shared with the Snacks tab's Edit game: `open()` adds an
 * event, `open(event)` edits it; render `dialog` once.
 */
export function useEventEditor(practiceField: string): { open: (event?: Event) => void; dialog: ReactNode } {
  const [editing, setEditing] = useState<{ event?: Event } | null>(null);
  const close = () => {
    setEditing(null);
  };
  const dialog = (
    <Dialog wide open={editing !== null} title={editing?.event ? "Edit Event" : "Add Event"} onClose={close}>
      {editing ? (
        <EventForm
          {...(editing.event ? { event: editing.event } : {})}
          practiceField={practiceField}
          onSaved={(saved) => {
            putEvent(saved);
            close();
          }}
          onCancel={close}
        />
      ) : null}
    </Dialog>
  );
  return {
    open: (event) => {
      setEditing(event ? { event } : {});
    },
    dialog,
  };
}

function EventCard({
  event,
  headcount,
  onEdit,
  onDelete,
}: {
  event: Event;
  headcount: EventsTabProps["headcount"];
  onEdit: () => void;
  onDelete: () => void;
}) {
  const headingId = `event-${event.id}`;
  const badge = statusBadge(event);
  const englishOnly = missingSpanishLabel(event);
  const [restoring, setRestoring] = useState(false);
  const restore = async () => {
    setRestoring(true);
    try {
      putEvent(await updateEvent(event.id, { status: "scheduled" }));
      showToast({ title: "Event Restored", description: `${event.title} is on again.`, variant: "success" });
    } catch (error) {
      showError(errorMessage(error, "Failed to restore the event. Please try again."));
    } finally {
      setRestoring(false);
    }
  };
  return (
    <article aria-labelledby={headingId} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Badge tone={event.type === "game" ? "bolt" : event.type === "event" ? "navy" : "slate"}>
            {TYPE_LABELS[event.type]}
          </Badge>
          {englishOnly ? (
            <>
              {" "}
              <Badge tone="slate">{englishOnly}</Badge>
            </>
          ) : null}
          <h4 id={headingId} className="mt-1 font-bold break-words text-navy-900">
            {event.title}
          </h4>
        </div>
        <div className="flex flex-wrap gap-2">
          {badge ? (
            <Button
              small
              pending={restoring}
              pendingLabel="Restoring..."
              onClick={() => void restore()}
              aria-label={`Restore ${event.title}, ${formatEventDate(event)}`}
            >
              Restore
            </Button>
          ) : null}
          {(
            [
              ["Edit", onEdit],
              ["Delete", onDelete],
            ] as const
          ).map(([action, onClick]) => (
            <Button
              key={action}
              tone="secondary"
              small
              onClick={onClick}
              aria-label={`${action} ${event.title}, ${formatEventDate(event)}`}
            >
              {action}
            </Button>
          ))}
        </div>
      </div>
      <StatusBadge event={event} className="mt-2" />
      <EventFacts event={event} className="mt-2 text-sm" />
      <StatusNote event={event} at={nowMillis()} className="mt-1" />
      {event.notes ? <p className="mt-2 text-sm whitespace-pre-line text-slate-700">{event.notes}</p> : null}
      {headcount?.(event)}
      {event.type === "game" ? <ScoreEditor game={event} onSaved={putEvent} /> : null}
    </article>
  );
}

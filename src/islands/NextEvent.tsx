/** Home page: the next practice, game or event, from the shared events store. */
import { directionsUrl } from "../lib/view/maps";
import { EVENT_TYPE_LABELS } from "../lib/event-types";
import { $upcomingEvents, loadUpcomingEvents } from "../stores/events";
import EventFacts from "./EventFacts";
import { useLoadable } from "./hydration";

export default function NextEvent() {
  const $upcoming = useLoadable($upcomingEvents);

  if ($upcoming.status === "loading") {
    // Shaped like the loaded card (type, title, date/time/place, directions button) so the sections
    // below do not move when it fills in.
    return (
      <div aria-busy="true">
        <p className="text-sm text-slate-700">Loading next event...</p>
        <div aria-hidden="true" className="animate-pulse">
          <div className="mt-1 h-7 w-2/3 rounded bg-slate-200" />
          <div className="mt-3 space-y-1.5">
            <div className="h-5 w-1/2 rounded bg-slate-200" />
            <div className="h-5 w-1/3 rounded bg-slate-200" />
            <div className="h-5 w-3/4 rounded bg-slate-200" />
            <div className="h-5 w-2/3 rounded bg-slate-200" />
            <div className="h-5 w-1/2 rounded bg-slate-200" />
          </div>
          <div className="mt-4 h-11 w-52 rounded-lg bg-slate-200" />
        </div>
      </div>
    );
  }

  if ($upcoming.status === "error") {
    return (
      <div role="alert" className="space-y-3">
        <p className="text-slate-700">{$upcoming.message}</p>
        <button
          type="button"
          onClick={() => void loadUpcomingEvents()}
          className="rounded-md bg-navy-900 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-800"
        >
          Try again
        </button>
      </div>
    );
  }

  const [next] = $upcoming.data;
  if (!next) {
    return <p className="text-slate-700">No upcoming events right now. Check back soon!</p>;
  }

  return (
    <div>
      <p className="text-sm font-semibold tracking-wide text-navy-700 uppercase">
        {EVENT_TYPE_LABELS[next.type]}
      </p>
      <h3 className="mt-1 text-xl font-bold text-navy-900">{next.title}</h3>
      <EventFacts event={next} className="mt-3" />
      {next.location ? (
        <a
          href={directionsUrl(next.location)}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-navy-900 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-800"
        >
          Directions to this event<span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
    </div>
  );
}

/**
 * Home page: the next 3 games, each with who brings snacks (the public name, "María G.", and what
 * they bring) or a link to sign up; a cancelled or postponed one with its badge, struck time and
 * note, and why it takes no sign-up.
 * Shares the upcoming events and the volunteers with the other islands on the page. In the words
 * its page hands it (`words`, `kit`), its dates in `lang`, its links to `schedulePage`, the
 * schedule in that language.
 */
import type { Words } from "../../i18n/catalog";
import { fill } from "../../i18n/fill";
import type { Lang } from "../../i18n/lang";
import { nowMillis } from "../../lib/clock";
import { selectUpcomingGames, snackStatus } from "../../lib/domain/schedule";
import { KitWordsProvider } from "../kit/words";
import { snackNoticeWords } from "./event-words";
import { EventWordsProvider } from "./words";
import { $upcomingEvents, $volunteers, loadUpcomingEvents } from "./store";
import { StatusBadge } from "./StatusBadge";
import { WhenAndWhere } from "./EventStatus";
import LoadError from "../kit/LoadError";
import LoadingRows from "../kit/LoadingRows";
import { useLoadable } from "../kit/hydration";

const SHOWN = 3;

export interface UpcomingGamesProps {
  /** The page's words: an event's and the upcoming view's. */
  words: Pick<Words<"schedule">, "event" | "upcoming">;
  kit: Words<"kit">;
  lang: Lang;
  /** The schedule in the page's language, e.g. "/es/schedule". */
  schedulePage: string;
}

export default function UpcomingGames(props: UpcomingGamesProps) {
  const { words, kit, lang } = props;
  return (
    <KitWordsProvider words={kit}>
      <EventWordsProvider speech={{ words: words.event, lang }}>
        <Games {...props} />
      </EventWordsProvider>
    </KitWordsProvider>
  );
}

function Games({ words, schedulePage }: UpcomingGamesProps) {
  const $upcoming = useLoadable($upcomingEvents);
  const $people = useLoadable($volunteers);

  if ($upcoming.status === "loading") return <LoadingRows label={words.upcoming.loading} rows={SHOWN} />;
  if ($upcoming.status === "error") {
    return <LoadError problem={$upcoming.problem} onRetry={() => void loadUpcomingEvents()} />;
  }

  const at = nowMillis();
  const games = selectUpcomingGames($upcoming.data, at, SHOWN);
  if (games.length === 0) return <p className="text-slate-700">{words.upcoming.empty}</p>;
  const volunteers = $people.status === "ready" ? $people.data : [];

  return (
    <ul className="grid gap-3 md:grid-cols-3">
      {games.map((game) => {
        const snacks = snackStatus(game, volunteers);
        const notice = snackNoticeWords(game, words.event);
        const name = snacks.covered ? (snacks.name ?? words.upcoming.aVolunteer) : "";
        const bringing = volunteers.find((user) => user.id === game.snackParentId)?.bringing;
        return (
          <li key={game.id} className="flex flex-col rounded-lg bg-navy-50 p-4 ring-1 ring-navy-100">
            <StatusBadge event={game} className="mb-1 self-start" />
            <h3 className="font-semibold text-navy-900">{game.title}</h3>
            <div className="mt-1">
              <WhenAndWhere event={game} at={at} />
            </div>
            <div className="mt-3 flex-1 content-end">
              {notice ? (
                <p className="rounded-lg bg-white px-3 py-2.5 text-sm font-medium text-slate-700 ring-1 ring-slate-200">
                  {notice}
                  {snacks.covered ? (
                    <span className="block font-normal">{fill(words.upcoming.volunteer, { name })}</span>
                  ) : null}
                </p>
              ) : snacks.covered ? (
                <p className="inline-flex min-h-11 flex-col justify-center rounded-lg bg-white px-3 py-1 text-sm font-medium text-slate-700 ring-1 ring-slate-200">
                  {fill(words.upcoming.coveredBy, { name })}
                  {bringing ? (
                    <span className="block font-normal">{fill(words.upcoming.bringing, { bringing })}</span>
                  ) : null}
                </p>
              ) : (
                <a
                  href={`${schedulePage}#snack-${game.id}`}
                  className="inline-flex min-h-11 items-center rounded-lg bg-bolt-400 px-3 font-semibold text-navy-950 hover:bg-bolt-500"
                >
                  {words.upcoming.signUp}
                  <span className="sr-only">: {game.title}</span>
                </a>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

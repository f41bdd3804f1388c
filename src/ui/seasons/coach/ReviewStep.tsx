/**
 * Step 5: the server's dry run of the start, shown before anything is written: what must change
 * first (each problem with the step that fixes it), the season, the roster's changes, the
 * practices, the imported games and the lines left out, and what the current season takes into
 * its archive. Start is enabled only when the preview is of what is typed now and found nothing
 * to fix.
 */
import type { ReactNode, RefObject } from "react";
import { Button } from "../../kit/form/Button";
import { formatAges } from "../../../lib/domain/ages";
import { formatDate, formatTime } from "../../../lib/domain/time";
import type { SeasonStartPreview } from "../../../lib/schemas/seasons";
import { FLOW_STEPS, stepLabel, stepNumber, type FormStepId } from "./season-flow";
import { formatDaySpan } from "../../../lib/domain/day-span";
import { describeProblem, problemsByStep } from "./server-answers";
import FailureAlert from "./FailureAlert";
import GameList from "./GameList";

/** The dry run of what is typed now: asked for, answered, or failed. */
export type PreviewState =
  | { status: "idle" }
  | { status: "loading"; key: string }
  | { status: "ready"; key: string; preview: SeasonStartPreview }
  | { status: "error"; key: string; message: string };

/** Why the last Start failed, and the steps the server's answer put messages on. */
export interface StartFailure {
  message: string;
  steps: FormStepId[];
}

interface ReviewStepProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  failureRef: RefObject<HTMLDivElement | null>;
  /** The steps whose inputs do not pass yet: no preview until they do. */
  toFix: readonly FormStepId[];
  preview: PreviewState;
  /** Whether `preview` is of what is typed now. */
  current: boolean;
  failure: StartFailure | null;
  starting: boolean;
  label: string;
  onOpen: (step: FormStepId) => void;
  onBack: () => void;
  onRetry: () => void;
  onStart: () => void;
}

export default function ReviewStep(props: ReviewStepProps) {
  const { headingRef, failureRef, toFix, preview, current, failure, starting, label } = props;
  const ready = preview.status === "ready" && current ? preview.preview : null;
  const canStart = ready !== null && ready.problems.length === 0 && toFix.length === 0 && !starting;
  const startHint = "review-start-hint";

  return (
    <section aria-labelledby="step-review-heading" className="space-y-4">
      <div>
        <h3
          id="step-review-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-bold text-navy-900 focus:outline-none"
        >
          Step {stepNumber("review")} of {FLOW_STEPS.length}: {stepLabel("review")}
        </h3>
        <p className="mt-1 text-slate-700">
          What starting the season does. Nothing has changed yet: the site stays as it is until you press
          Start and confirm.
        </p>
      </div>

      {failure ? (
        <FailureAlert message={failure.message} focusRef={failureRef}>
          {failure.steps.length > 0 ? <StepLinks steps={failure.steps} onOpen={props.onOpen} /> : null}
        </FailureAlert>
      ) : null}

      {toFix.length > 0 ? (
        <Notice title="Some steps need a change before the preview">
          <StepLinks steps={toFix} onOpen={props.onOpen} />
        </Notice>
      ) : preview.status === "loading" || (preview.status !== "idle" && !current) ? (
        <p role="status" aria-busy="true" className="text-slate-700">
          Checking everything with the server...
        </p>
      ) : preview.status === "error" ? (
        <div role="alert" className="space-y-2">
          <p className="text-slate-800">{preview.message}</p>
          <Button tone="secondary" small onClick={props.onRetry}>
            Check again
          </Button>
        </div>
      ) : ready ? (
        <Preview preview={ready} onOpen={props.onOpen} />
      ) : null}

      <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 pt-4">
        <Button tone="secondary" onClick={props.onBack}>
          Back
        </Button>
        <Button
          tone="bolt"
          disabled={!canStart}
          pending={starting}
          pendingLabel="Starting..."
          aria-describedby={canStart ? undefined : startHint}
          onClick={props.onStart}
        >
          Start {label}
        </Button>
        {canStart ? null : (
          <p id={startHint} className="w-full text-sm text-slate-600">
            {starting
              ? "Starting the season..."
              : "Start is available once the preview has nothing left to fix."}
          </p>
        )}
      </div>
    </section>
  );
}

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-lg bg-red-50 p-3 text-red-900 ring-1 ring-red-200">
      <p className="font-semibold">
        <span aria-hidden="true">⚠ </span>
        {title}
      </p>
      {children}
    </div>
  );
}

function StepLinks({ steps, onOpen }: { steps: readonly FormStepId[]; onOpen: (step: FormStepId) => void }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {steps.map((step) => (
        <li key={step}>
          <Button
            tone="secondary"
            small
            onClick={() => {
              onOpen(step);
            }}
          >
            Go to step {stepNumber(step)}: {stepLabel(step)}
          </Button>
        </li>
      ))}
    </ul>
  );
}

const plural = (count: number, one: string, many: string) => `${String(count)} ${count === 1 ? one : many}`;

function Preview({ preview, onOpen }: { preview: SeasonStartPreview; onOpen: (step: FormStepId) => void }) {
  const { season, roster, practices, games, skipped, archive, problems } = preview;
  const byStep = problemsByStep(problems);
  const names = (players: readonly { firstName: string; jerseyNumber: number | null }[]) =>
    players
      .map((player) =>
        player.jerseyNumber === null
          ? player.firstName
          : `${player.firstName} (#${String(player.jerseyNumber)})`,
      )
      .join(", ");

  return (
    <div className="space-y-4">
      {problems.length > 0 ? (
        <Notice title={`${plural(problems.length, "thing", "things")} to fix before the season can start`}>
          <ul className="mt-2 space-y-3">
            {(Object.keys(byStep) as FormStepId[]).map((step) => (
              <li key={step}>
                <p className="text-sm font-semibold">
                  Step {stepNumber(step)}: {stepLabel(step)}
                </p>
                <ul className="mt-1 list-disc space-y-1 pl-5 text-sm break-words">
                  {(byStep[step] ?? []).map((problem, index) => (
                    <li key={`${String(index)}-${problem.message}`}>{describeProblem(problem)}</li>
                  ))}
                </ul>
                <Button
                  tone="secondary"
                  small
                  className="mt-1"
                  onClick={() => {
                    onOpen(step);
                  }}
                >
                  Fix in step {stepNumber(step)}: {stepLabel(step)}
                </Button>
              </li>
            ))}
          </ul>
        </Notice>
      ) : (
        <p className="rounded-lg bg-green-50 p-3 font-semibold text-green-900 ring-1 ring-green-200">
          <span aria-hidden="true">✓ </span>
          Nothing to fix: {season.label} is ready to start.
        </p>
      )}

      <Part title="The season">
        <p>
          <span className="font-semibold">{season.label}</span> ({season.id}),{" "}
          {formatDaySpan(season.firstDay, season.lastDay)}. {season.division}, ages {formatAges(season.ages)},
          a roster of {season.rosterCapacity}.{" "}
          {season.labelEs ? (
            <>
              In Spanish: <span lang="es">{season.labelEs}</span>.
            </>
          ) : (
            "No Spanish name: Spanish pages show the English one."
          )}
        </p>
      </Part>

      <Part title="Roster">
        <ul className="space-y-1">
          <li>
            <span className="font-semibold">
              {plural(roster.returning.length, "player returns", "players return")}
            </span>
            {roster.returning.length > 0 ? `: ${names(roster.returning)}` : ""}
          </li>
          <li>
            <span className="font-semibold">
              {plural(roster.leaving.length, "player leaves", "players leave")} the roster
            </span>
            {roster.leaving.length > 0 ? `: ${names(roster.leaving)}` : ""}
          </li>
          <li>
            <span className="font-semibold">
              {plural(roster.added.length, "new player joins", "new players join")}
            </span>
            {roster.added.length > 0 ? `: ${names(roster.added)}` : ""}
          </li>
        </ul>
      </Part>

      <Part title="Practices">
        <p>
          <span className="font-semibold">{plural(practices.count, "practice", "practices")}</span>
          {practices.first && practices.last
            ? `, the first on ${formatDate(practices.first)} at ${formatTime(practices.first)}, the last on ${formatDate(practices.last)}.`
            : "."}
        </p>
      </Part>

      <Part title={`Games (${String(games.length)})`}>
        {games.length === 0 && skipped.length === 0 ? (
          <p>No games are imported: add them later on the dashboard.</p>
        ) : (
          <GameList games={games} skipped={skipped} />
        )}
      </Part>

      <Part title={`${archive.label} moves to Past seasons`}>
        <ul className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
          <li>{plural(archive.games, "game", "games")}</li>
          <li>{plural(archive.finalScores, "final score", "final scores")}</li>
          <li>{plural(archive.events, "event in all", "events in all")}</li>
          <li>{plural(archive.posts, "post", "posts")}</li>
          <li>{plural(archive.volunteers, "snack volunteer", "snack volunteers")}</li>
        </ul>
        <p className="mt-1 text-sm text-slate-600">Parents can still read them on the Past seasons page.</p>
      </Part>
    </div>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-lg p-3 text-slate-800 ring-1 ring-slate-200">
      <h4 className="font-semibold text-navy-900">{title}</h4>
      <div className="mt-1">{children}</div>
    </div>
  );
}

/**
 * Starting the next season in five steps: 1 Season, 2 Roster, 3 Practices, 4 Games, 5 Review &
 * start. Every step's inputs live here, so Back, Next and the step list keep what was typed, and so
 * does every failure. Review asks the server for a dry run of exactly what was typed; Start (after
 * a confirmation that names what happens) sends the same body for real, all or nothing.
 */
import { useEffect, useRef, useState, type RefObject } from "react";
import ConfirmDialog from "../../kit/coach/ConfirmDialog";
import { errorMessage, failureOf } from "../../kit/api";
import { previewSeasonStart, startSeason } from "./api";
import type { Player } from "../../../lib/schemas/records";
import type { PublicSeason, SeasonStartPreview } from "../../../lib/schemas/seasons";
import { checkGamesStep, GAMES_STEP_KEYS } from "./games-step";
import { checkPracticeStep, PRACTICE_STEP_KEYS } from "./practices-step";
import { checkRosterStep, rosterStepKeys } from "./roster-step";
import {
  checkFlow,
  FLOW_STEPS,
  FORM_STEPS,
  initialFlowValues,
  rosterCapacityOf,
  startSeasonBody,
  stepLabel,
  stepNumber,
  stepsToFix,
  type FlowContext,
  type FlowValues,
  type FormStepId,
  type StepId,
} from "./season-flow";
import { checkSeasonStep, SEASON_STEP_KEYS } from "./season-step";
import { startedSentence, startSentence } from "./season-words";
import { placeIssues, problemsByStep } from "./server-answers";
import { showToast } from "../../kit/toasts";
import FlowSteps, { type StepState } from "./FlowSteps";
import GamesStep from "./GamesStep";
import PracticesStep from "./PracticesStep";
import ReviewStep, { type PreviewState, type StartFailure } from "./ReviewStep";
import RosterStep from "./RosterStep";
import SeasonStep from "./SeasonStep";
import StepFrame from "./StepFrame";
import { useForm } from "../../kit/form/use-form";

interface StartSeasonFlowProps {
  current: PublicSeason;
  players: Player[];
  /** After the season started: the page reloads what it shows of the current season. */
  onStarted: () => void;
}

const indexOf = (step: StepId) => FLOW_STEPS.findIndex((item) => item.id === step);

export default function StartSeasonFlow({ current, players, onStarted }: StartSeasonFlowProps) {
  const [initial] = useState(() => initialFlowValues(current, players));
  const context: FlowContext = { currentSeasonId: current.id, players };

  const season = useForm({
    initial: initial.season,
    check: (values) => checkSeasonStep(values, context),
    fields: SEASON_STEP_KEYS,
    id: "season",
  });
  const rosterCapacity = rosterCapacityOf(season.result, season.values);
  const roster = useForm({
    initial: initial.roster,
    check: (values) => checkRosterStep(values, context, rosterCapacity),
    fields: rosterStepKeys,
    id: "roster",
  });
  const practices = useForm({
    initial: initial.practices,
    check: checkPracticeStep,
    fields: PRACTICE_STEP_KEYS,
    id: "practices",
  });
  const games = useForm({
    initial: initial.games,
    check: checkGamesStep,
    fields: GAMES_STEP_KEYS,
    id: "games",
  });
  const forms = { season, roster, practices, games };

  const values: FlowValues = {
    season: season.values,
    roster: roster.values,
    practices: practices.values,
    games: games.values,
  };
  const check = checkFlow(values, context);
  const body = startSeasonBody(check, context);
  const bodyKey = body === null ? null : JSON.stringify(body);
  const toFix = stepsToFix(check);

  const [step, setStep] = useState<StepId>("season");
  const [reached, setReached] = useState(0);
  const [preview, setPreview] = useState<PreviewState>({ status: "idle" });
  const latestPreview = useRef<string | null>(null);
  const [checkNote, setCheckNote] = useState<string | null>(null);
  const [failure, setFailure] = useState<StartFailure | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [starting, setStarting] = useState(false);
  const [started, setStarted] = useState<SeasonStartPreview | null>(null);

  const headingRef = useRef<HTMLHeadingElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const startedRef = useRef<HTMLHeadingElement>(null);
  // The focus moves to a step's heading when the coach moves, never on the page's first load.
  const moved = useRef(false);

  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  useEffect(() => {
    if (started) startedRef.current?.focus();
  }, [started]);

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const previewIsCurrent = preview.status !== "idle" && preview.key === bodyKey;
  const ready = preview.status === "ready" && previewIsCurrent ? preview.preview : null;
  const problems = ready ? problemsByStep(ready.problems) : {};

  /** Asks the server what starting with what is typed now would do. */
  const runPreview = async () => {
    if (body === null || bodyKey === null) return;
    latestPreview.current = bodyKey;
    setPreview({ status: "loading", key: bodyKey });
    try {
      const answer = await previewSeasonStart(body);
      if (latestPreview.current === bodyKey) setPreview({ status: "ready", key: bodyKey, preview: answer });
    } catch (error) {
      if (latestPreview.current !== bodyKey) return;
      const steps = placeServerIssues(error);
      setPreview({
        status: "error",
        key: bodyKey,
        message:
          steps.length > 0
            ? `The server asks for a change in ${steps.map((each) => `step ${String(stepNumber(each))} (${stepLabel(each)})`).join(" and ")}.`
            : errorMessage(
                error,
                "The preview could not be made. Please check your connection and try again.",
              ),
      });
    }
  };

  /** Puts a 400's or 409's `issues` on their steps' inputs; answers the steps that got one. */
  const placeServerIssues = (error: unknown): FormStepId[] => {
    const failed = failureOf(error);
    if (!failed || (failed.status !== 400 && failed.status !== 409)) return [];
    const placed = placeIssues(failed.issues, values);
    const steps = FORM_STEPS.filter((each) => placed.steps[each] !== undefined);
    for (const each of steps) forms[each].place(placed.steps[each] ?? {}, { focus: false });
    return steps;
  };

  const open = (target: StepId) => {
    moved.current = true;
    setStep(target);
    setReached((was) => Math.max(was, indexOf(target)));
    setCheckNote(null);
    if (target === "review" && bodyKey !== null && !(previewIsCurrent && preview.status !== "error")) {
      void runPreview();
    }
  };

  const next = (from: FormStepId) => {
    if (forms[from].validate() === null) return;
    const following = FLOW_STEPS[indexOf(from) + 1];
    if (following) open(following.id);
  };

  const back = (from: StepId) => {
    const before = FLOW_STEPS[indexOf(from) - 1];
    if (before) open(before.id);
  };

  const checkSchedule = () => {
    if (games.validate() === null) return;
    const missing = toFix.filter((each) => each !== "games");
    if (missing.length > 0) {
      setCheckNote(
        `Finish ${missing.map((each) => `step ${String(stepNumber(each))} (${stepLabel(each)})`).join(" and ")} first: the check needs the whole season.`,
      );
      return;
    }
    setCheckNote(null);
    void runPreview();
  };

  const start = async () => {
    if (body === null || starting) return;
    setStarting(true);
    setFailure(null);
    try {
      const done = await startSeason(body);
      setConfirming(false);
      setStarted(done);
      showToast({
        title: "Season Started",
        description: startedSentence(done.season.label),
        variant: "success",
      });
      onStarted();
    } catch (error) {
      setConfirming(false);
      const steps = placeServerIssues(error);
      const failed = failureOf(error);
      const fallback =
        failed?.status === 409
          ? "Another season was started since this page opened, or this season id is taken. Nothing changed."
          : failed?.status === 400
            ? "The season could not start: some answers need a change. Nothing changed."
            : `The season could not be started. Nothing changed: ${current.label} is still the current season. Please try again.`;
      setFailure({ message: errorMessage(error, fallback), steps });
      // A 400 without answers to place means the problems changed since the preview: check again.
      if (failed?.status === 400 && steps.length === 0) void runPreview();
    } finally {
      setStarting(false);
    }
  };

  if (started) {
    return <Started preview={started} headingRef={startedRef} />;
  }

  const states = Object.fromEntries(
    FLOW_STEPS.map((item, index) => {
      const formStep = FORM_STEPS.find((each) => each === item.id);
      const needsFix =
        formStep !== undefined &&
        (forms[formStep].hasPlaced ||
          (problems[formStep]?.length ?? 0) > 0 ||
          (index < reached && !check[formStep].ok));
      const state: StepState =
        item.id === step ? "current" : needsFix ? "fix" : index < reached ? "done" : "ahead";
      return [item.id, state];
    }),
  ) as Record<StepId, StepState>;

  const label = (body?.season.label ?? season.values.label.trim()) || "the season";

  return (
    <div className="space-y-5">
      <FlowSteps states={states} canOpen={(target) => indexOf(target) <= reached} onOpen={open} />

      {step === "season" ? (
        <StepFrame
          step="season"
          headingRef={headingRef}
          intro={`The next season after ${current.label}. Its dates, division, ages and roster size.`}
          problems={problems.season}
          onNext={() => {
            next("season");
          }}
        >
          <SeasonStep form={season} />
        </StepFrame>
      ) : null}

      {step === "roster" ? (
        <StepFrame
          step="roster"
          headingRef={headingRef}
          intro="Who plays again, and who joins the team."
          problems={problems.roster}
          onBack={() => {
            back("roster");
          }}
          onNext={() => {
            next("roster");
          }}
        >
          <RosterStep form={roster} players={players} rosterCapacity={rosterCapacity} />
        </StepFrame>
      ) : null}

      {step === "practices" ? (
        <StepFrame
          step="practices"
          headingRef={headingRef}
          intro="When and where the team practises. The practices are made from this plan."
          problems={problems.practices}
          onBack={() => {
            back("practices");
          }}
          onNext={() => {
            next("practices");
          }}
        >
          <PracticesStep form={practices} />
        </StepFrame>
      ) : null}

      {step === "games" ? (
        <StepFrame
          step="games"
          headingRef={headingRef}
          intro="The league's game schedule. Every line is checked, and a bad one named, before anything is stored."
          onBack={() => {
            back("games");
          }}
          onNext={() => {
            next("games");
          }}
        >
          <GamesStep
            form={games}
            checked={ready}
            checking={preview.status === "loading" && previewIsCurrent}
            onCheck={checkSchedule}
          />
          {checkNote ? (
            <p role="alert" className="text-sm font-medium text-red-800">
              {checkNote}
            </p>
          ) : null}
        </StepFrame>
      ) : null}

      {step === "review" ? (
        <ReviewStep
          headingRef={headingRef}
          failureRef={failureRef}
          toFix={toFix}
          preview={preview}
          current={previewIsCurrent}
          failure={failure}
          starting={starting}
          label={label}
          onOpen={open}
          onBack={() => {
            back("review");
          }}
          onRetry={() => void runPreview()}
          onStart={() => {
            setFailure(null);
            setConfirming(true);
          }}
        />
      ) : null}

      <ConfirmDialog
        open={confirming}
        title={`Start ${label}?`}
        message={
          ready ? (
            <>
              <span className="block">{startSentence(ready)}</span>
              <span className="mt-2 block">
                Parents&apos; pages update within a few minutes. A started season cannot be undone.
              </span>
            </>
          ) : (
            ""
          )
        }
        confirmLabel={`Start ${label}`}
        pendingLabel="Starting..."
        pending={starting}
        tone="primary"
        onConfirm={() => void start()}
        onCancel={() => {
          setConfirming(false);
        }}
      />
    </div>
  );
}

function Started({
  preview,
  headingRef,
}: {
  preview: SeasonStartPreview;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { season, roster, practices, games, archive } = preview;
  return (
    <div className="space-y-3 rounded-lg bg-green-50 p-4 text-green-950 ring-1 ring-green-200">
      <h3 ref={headingRef} tabIndex={-1} className="text-lg font-bold focus:outline-none">
        <span aria-hidden="true">✓ </span>
        {season.label} has started
      </h3>
      <p role="status">{startedSentence(season.label)}</p>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        <li>{archive.label} is in Past seasons with its games, posts and scores.</li>
        <li>
          {roster.returning.length + roster.added.length} players on the roster ({roster.added.length} new).
        </li>
        <li>
          {practices.count} practices and {games.length} games on the schedule.
        </li>
      </ul>
      <div className="flex flex-wrap gap-x-4">
        <a
          href="/schedule"
          className="inline-flex min-h-11 items-center font-semibold text-navy-800 underline underline-offset-2"
        >
          See the schedule
        </a>
        <a
          href="/seasons"
          className="inline-flex min-h-11 items-center font-semibold text-navy-800 underline underline-offset-2"
        >
          See past seasons
        </a>
        <a
          href="/admin"
          className="inline-flex min-h-11 items-center font-semibold text-navy-800 underline underline-offset-2"
        >
          Back to the dashboard
        </a>
      </div>
    </div>
  );
}

/**
 * The season flow's state: every step's form (so Back, Next and the step list keep what was
 * typed, and so does every failure), the step on screen and the furthest reached, the server's dry
 * run of exactly what is typed now, and the start itself, which sends the same body for real, all
 * or nothing, after a confirmation. The focus follows: to a step's heading when the coach moves, to
 * a failure's message, to the started state's heading.
 */
import { useEffect, useRef, useState } from "react";
import { errorMessage, failureOf } from "../../kit/api";
import { useForm } from "../../kit/form/use-form";
import { showToast } from "../../kit/toasts";
import type { Player } from "../../../lib/schemas/players";
import type { PublicSeason, SeasonStartPreview } from "../../../lib/schemas/seasons";
import { previewSeasonStart, startSeason } from "./api";
import type { StepState } from "./FlowSteps";
import { checkGamesStep, GAMES_STEP_KEYS } from "./games-step";
import { checkPracticeStep, PRACTICE_STEP_KEYS } from "./practices-step";
import type { PreviewState, StartFailure } from "./ReviewStep";
import { checkRosterStep, rosterStepKeys } from "./roster-step";
import {
  checkFlow,
  FLOW_STEPS,
  FORM_STEPS,
  initialFlowValues,
  rosterCapacityOf,
  startSeasonBody,
  stepsToFix,
  type FlowContext,
  type FlowValues,
  type FormStepId,
  type StepId,
} from "./season-flow";
import { checkSeasonStep, SEASON_STEP_KEYS } from "./season-step";
import { startedSentence, stepsInWords } from "./season-words";
import { placeIssues, problemsByStep } from "./server-answers";

export interface StartSeasonOptions {
  current: PublicSeason;
  players: Player[];
  /** After the season started: the page reloads what it shows of the current season. */
  onStarted: () => void;
}

const indexOf = (step: StepId) => FLOW_STEPS.findIndex((item) => item.id === step);

/** Why a start failed, in words, when the server's answer does not say: e.g. for a 409. */
function startFallback(status: number | undefined, currentLabel: string): string {
  if (status === 409) {
    return "Another season was started since this page opened, or this season id is taken. Nothing changed.";
  }
  if (status === 400) return "The season could not start: some answers need a change. Nothing changed.";
  return `The season could not be started. Nothing changed: ${currentLabel} is still the current season. Please try again.`;
}

export function useStartSeason({ current, players, onStarted }: StartSeasonOptions) {
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

  /** Puts a 400's or 409's `issues` on their steps' inputs; answers the steps that got one. */
  const placeServerIssues = (error: unknown): FormStepId[] => {
    const failed = failureOf(error);
    if (!failed || (failed.status !== 400 && failed.status !== 409)) return [];
    const placed = placeIssues(failed.issues, values);
    const steps = FORM_STEPS.filter((each) => placed.steps[each] !== undefined);
    for (const each of steps) forms[each].place(placed.steps[each] ?? {}, { focus: false });
    return steps;
  };

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
            ? `The server asks for a change in ${stepsInWords(steps)}.`
            : errorMessage(
                error,
                "The preview could not be made. Please check your connection and try again.",
              ),
      });
    }
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

  /** The Games step's Check schedule: a dry run once every other step passes. */
  const checkSchedule = () => {
    if (games.validate() === null) return;
    const missing = toFix.filter((each) => each !== "games");
    if (missing.length > 0) {
      setCheckNote(`Finish ${stepsInWords(missing)} first: the check needs the whole season.`);
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
      setFailure({ message: errorMessage(error, startFallback(failed?.status, current.label)), steps });
      // A 400 without answers to place means the problems changed since the preview: check again.
      if (failed?.status === 400 && steps.length === 0) void runPreview();
    } finally {
      setStarting(false);
    }
  };

  /** Each step's state in the step list: where the coach is, what is done, what needs a change. */
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

  return {
    forms,
    rosterCapacity,
    step,
    states,
    /** Whether the coach may go to a step from here (one already reached). */
    canOpen: (target: StepId) => indexOf(target) <= reached,
    open,
    next,
    back,
    checkSchedule,
    /** Why Check schedule did not run, e.g. "Finish step 1 (Season) first: …". */
    checkNote,
    toFix,
    preview,
    previewIsCurrent,
    /** The preview of what is typed now, once it has come. */
    ready,
    /** The ready preview's problems by the step that can fix them. */
    problems,
    retryPreview: () => void runPreview(),
    failure,
    confirming,
    starting,
    started,
    /** Start on the Review step: the confirmation opens. */
    confirm: () => {
      setFailure(null);
      setConfirming(true);
    },
    cancel: () => {
      setConfirming(false);
    },
    start: () => void start(),
    /** The season's name for the buttons, e.g. "Spring 2026". */
    label: (body?.season.label ?? season.values.label.trim()) || "the season",
    headingRef,
    failureRef,
    startedRef,
  };
}

/** What `useStartSeason` gives the flow's view. */
export type StartSeasonState = ReturnType<typeof useStartSeason>;

/**
 * Starting the next season, step by step (Season, Roster, Practices, Games, Review & start): the
 * steps, the flow's inputs as it opens (the next season's defaults from the current one), and the
 * body of `POST /api/seasons` the steps' checks build together. Each step's inputs and check are in
 * a module of its own (season-step.ts, roster-step.ts, practices-step.ts, games-step.ts); the
 * server's answers are put back on them in server-answers.ts, and what the flow says in
 * season-words.ts. Pure.
 */
import { WEEKDAYS } from "../../../lib/constants";
import { seasonSlug } from "../../../lib/domain/seasons";
import type { Player } from "../../../lib/schemas/players";
import type {
  GameImport,
  PublicSeason,
  SeasonFacts,
  SeasonPracticePlan,
  StartSeasonInput,
} from "../../../lib/schemas/seasons";
import { checkGamesStep, type GamesStepValues } from "./games-step";
import { parseWholeNumber } from "./input-checks";
import { checkPracticeStep, type PracticeStepValues } from "./practices-step";
import { checkRosterStep, type RosterContext, type RosterStepValues } from "./roster-step";
import { checkSeasonStep, nextSeasonLabel, type SeasonStepValues } from "./season-step";
import type { CheckResult } from "./team-form";

/** The five steps in order, each with its name as the coach sees it. */
export const FLOW_STEPS = [
  { id: "season", label: "Season" },
  { id: "roster", label: "Roster" },
  { id: "practices", label: "Practices" },
  { id: "games", label: "Games" },
  { id: "review", label: "Review & start" },
] as const;

/** A step of the flow, e.g. `"roster"`. */
export type StepId = (typeof FLOW_STEPS)[number]["id"];
/** The steps with inputs; Review only shows what they add up to. */
export type FormStepId = Exclude<StepId, "review">;

/** The steps with inputs, in order. */
export const FORM_STEPS: readonly FormStepId[] = ["season", "roster", "practices", "games"];

/** The step's number as the coach sees it, e.g. `stepNumber("games")` is 4. */
export const stepNumber = (step: StepId): number => FLOW_STEPS.findIndex((item) => item.id === step) + 1;

/** The step's name as the coach sees it, e.g. `stepLabel("review")` is "Review & start". */
export const stepLabel = (step: StepId): string => FLOW_STEPS.find((item) => item.id === step)?.label ?? step;

/** Every step's inputs, as typed. */
export interface FlowValues {
  season: SeasonStepValues;
  roster: RosterStepValues;
  practices: PracticeStepValues;
  games: GamesStepValues;
}

/** What the checks need beyond the inputs: the season now current and its roster. */
export interface FlowContext extends RosterContext {
  currentSeasonId: string;
}

/**
 * The flow as it opens: the next season's name and id after the current one's (no Spanish name
 * yet), the same division,
 * ages, roster size and practice plan (days, times, place, title) with every date empty, the
 * whole roster returning, no new player, and no games yet chosen.
 */
export function initialFlowValues(current: PublicSeason, players: readonly Pick<Player, "id">[]): FlowValues {
  const label = nextSeasonLabel(current.label);
  const plan = current.practicePlan;
  return {
    season: {
      label,
      labelEs: "",
      id: seasonSlug(label),
      idFollowsLabel: true,
      firstDay: "",
      lastDay: "",
      division: current.division,
      "ages.min": String(current.ages.min),
      "ages.max": String(current.ages.max),
      rosterCapacity: String(current.rosterCapacity),
    },
    roster: { returningIds: players.map((player) => player.id), newPlayers: [] },
    practices: {
      title: plan.title,
      firstDate: "",
      lastDate: "",
      weekdays: WEEKDAYS.filter((day) => plan.weekdays.includes(day)),
      start: plan.start,
      end: plan.end,
      location: plan.location,
      topics: "",
      topicsEs: "",
    },
    games: { source: "csv", csv: "", ics: "", icsFileName: "" },
  };
}

/** Every step's check: the part of the body it builds, or its messages by input. */
export interface FlowCheck {
  season: CheckResult<SeasonFacts>;
  roster: CheckResult<Pick<StartSeasonInput, "returningPlayerIds" | "newPlayers">>;
  practices: CheckResult<SeasonPracticePlan>;
  games: CheckResult<GameImport | null>;
}

/**
 * The roster size the roster step checks against: step 1's once it passes, else the number typed
 * there, e.g. 11; null while none is.
 */
export const rosterCapacityOf = (season: CheckResult<SeasonFacts> | null, values: SeasonStepValues) =>
  season?.ok ? season.input.rosterCapacity : parseWholeNumber(values.rosterCapacity);

/** Every step's check, e.g. for the Review step to say which steps still need something. */
export function checkFlow(values: FlowValues, context: FlowContext): FlowCheck {
  const season = checkSeasonStep(values.season, context);
  return {
    season,
    roster: checkRosterStep(values.roster, context, rosterCapacityOf(season, values.season)),
    practices: checkPracticeStep(values.practices),
    games: checkGamesStep(values.games),
  };
}

/** The steps whose inputs do not pass yet, in order. */
export const stepsToFix = (check: FlowCheck): FormStepId[] => FORM_STEPS.filter((step) => !check[step].ok);

/**
 * The body of `POST /api/seasons` (without `dryRun`, which the call adds), or null while a step
 * does not pass.
 */
export function startSeasonBody(check: FlowCheck, context: FlowContext): StartSeasonInput | null {
  const { season, roster, practices, games } = check;
  if (!season.ok || !roster.ok || !practices.ok || !games.ok) return null;
  return {
    currentSeasonId: context.currentSeasonId,
    season: season.input,
    practicePlan: practices.input,
    returningPlayerIds: roster.input.returningPlayerIds,
    newPlayers: roster.input.newPlayers,
    games: games.input,
  };
}

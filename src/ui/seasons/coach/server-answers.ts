/**
 * The server's answers to the season flow, put back on the steps and inputs they are about: a
 * preview's `problems` by the step that can fix them, and a 400's `issues` by step and input. Pure.
 */
import type { SeasonProblem } from "../../../lib/schemas/seasons";
import type { FieldErrors } from "../../kit/form/form-errors";
import { topicLines } from "./practices-step";
import type { FlowValues, FormStepId } from "./season-flow";
import { firstIssuePerPath } from "./team-form";

const AREA_STEPS: Record<SeasonProblem["area"], FormStepId> = {
  season: "season",
  players: "roster",
  practicePlan: "practices",
  games: "games",
};

/** A problem as a line of text: `"Line 4: Date …"`, or the message alone when it has no line. */
export const describeProblem = (problem: Pick<SeasonProblem, "line" | "message">): string =>
  problem.line === null ? problem.message : `Line ${String(problem.line)}: ${problem.message}`;

/** The preview's problems by the step that can fix them, in the order given. */
export function problemsByStep(
  problems: readonly SeasonProblem[],
): Partial<Record<FormStepId, SeasonProblem[]>> {
  const result: Partial<Record<FormStepId, SeasonProblem[]>> = {};
  for (const problem of problems) (result[AREA_STEPS[problem.area]] ??= []).push(problem);
  return result;
}

/** A 400's `issues`, placed: each step's messages by input, and those no input can show. */
export interface PlacedIssues {
  steps: Partial<Record<FormStepId, FieldErrors<string>>>;
  other: string[];
}

/**
 * Puts a 400's `issues` (paths in the body, e.g. `["season", "label"]`, `["newPlayers", 0,
 * "jerseyNumber"]`, `["practicePlan", "topics", 2]`, `["games", "text"]`) on the step and input
 * they are about; `issues` is unchecked, so anything else is left out.
 */
export function placeIssues(issues: unknown, values: FlowValues): PlacedIssues {
  const placed: PlacedIssues = { steps: {}, other: [] };
  const put = (step: FormStepId, key: string, message: string) => {
    const errors = (placed.steps[step] ??= {});
    errors[key] ??= message;
  };
  const topics = topicLines(values.practices.topics);
  for (const [path, message] of Object.entries(firstIssuePerPath(issues))) {
    if (message === undefined) continue;
    const [head = "", ...rest] = path.split(".");
    const tail = rest.join(".");
    if (head === "season" && tail !== "") {
      put("season", tail, message);
    } else if (
      head === "practicePlan" &&
      (rest[0] === "topics" || rest[0] === "topicsEs") &&
      rest[1] !== undefined
    ) {
      // The i-th Spanish topic is on the line of the i-th English one.
      const line = topics[Number(rest[1])]?.line;
      put("practices", rest[0], line === undefined ? message : `Line ${String(line)}: ${message}`);
    } else if (head === "practicePlan" && rest[0] !== undefined) {
      put("practices", rest[0], message);
    } else if (head === "newPlayers") {
      put("roster", rest.length >= 2 ? path : "newPlayers", message);
    } else if (head === "returningPlayerIds") {
      put("roster", "returningIds", message);
    } else if (head === "games") {
      put("games", values.games.source === "ics" ? "ics" : "csv", message);
    } else {
      placed.other.push(message);
    }
  }
  return placed;
}

/**
 * Season content loader: reads content/*.json, validates it once at module load and exports it
 * typed. A broken file stops start-up with the file and field of every problem, because a seed
 * that half works is worse than none (the store is seeded from it only while empty).
 */
import { practiceDates } from "./domain/practices";
import { SeasonContentSchema, type ContentEvent, type SeasonContent } from "./schemas/content";
import team from "../../content/team.json";
import games from "../../content/games.json";
import events from "../../content/events.json";
import practices from "../../content/practices.json";
import players from "../../content/players.json";
import posts from "../../content/posts.json";

/** Which file each top-level key of the season content comes from. */
const FILES: Record<keyof SeasonContent, string> = {
  team: "content/team.json",
  games: "content/games.json",
  otherEvents: "content/events.json",
  practicePlan: "content/practices.json",
  players: "content/players.json",
  posts: "content/posts.json",
};

/** One problem in the season content, e.g. `{ file: "content/games.json", path: "[2].end", message: "..." }`. */
export interface ContentIssue {
  file: string;
  path: string;
  message: string;
}

/** Thrown when the season content is invalid; `message` lists every issue, `issues` holds them. */
export class SeasonContentError extends Error {
  override readonly name = "SeasonContentError";
  readonly issues: readonly ContentIssue[];

  constructor(issues: readonly ContentIssue[]) {
    const count = issues.length === 1 ? "1 problem" : `${String(issues.length)} problems`;
    const lines = issues.map((issue) => `  - ${issue.file} ${issue.path}: ${issue.message}`);
    super(`Season content is invalid (${count}):\n${lines.join("\n")}`);
    this.issues = issues;
  }
}

/** Turns a zod path into a file plus a readable path, e.g. `["games", 2, "end"]` → games.json `[2].end`. */
function locate(path: readonly PropertyKey[]): { file: string; path: string } {
  const [head, ...rest] = path;
  const known = typeof head === "string" && Object.hasOwn(FILES, head);
  const file = known ? FILES[head as keyof SeasonContent] : "season content";
  const inFile = known ? rest : path;
  const text = inFile
    .map((segment, index) => {
      if (typeof segment === "number") return `[${String(segment)}]`;
      const key = String(segment);
      return index === 0 ? key : `.${key}`;
    })
    .join("");
  return { file, path: text === "" ? "(top level)" : text };
}

function issueAt(path: readonly PropertyKey[], message: string): ContentIssue {
  return { ...locate(path), message };
}

function checkTimes(
  path: readonly PropertyKey[],
  start: string | undefined,
  end: string | undefined,
): ContentIssue[] {
  if (start === undefined && end === undefined) return [];
  if (start === undefined) {
    return [
      issueAt(
        [...path, "start"],
        `has an end (${end ?? ""}) but no start: give both times, or neither for "Time TBA"`,
      ),
    ];
  }
  if (end === undefined) {
    return [
      issueAt(
        [...path, "end"],
        `has a start (${start}) but no end: give both times, or neither for "Time TBA"`,
      ),
    ];
  }
  // HH:mm strings compare in time order.
  if (end <= start) return [issueAt([...path, "end"], `end (${end}) must be after start (${start})`)];
  return [];
}

/** Rules across fields and files that the schema cannot express. */
function crossFieldIssues(content: SeasonContent): ContentIssue[] {
  const issues: ContentIssue[] = [];

  const eventLists: ["games" | "otherEvents", ContentEvent[]][] = [
    ["games", content.games],
    ["otherEvents", content.otherEvents],
  ];
  const seenEventIds = new Map<string, string>();
  for (const [key, list] of eventLists) {
    list.forEach((event, index) => {
      const path = [key, index];
      const where = `${FILES[key]} [${String(index)}]`;
      const first = seenEventIds.get(event.id);
      if (first === undefined) {
        seenEventIds.set(event.id, where);
      } else {
        issues.push(issueAt([...path, "id"], `duplicate event id "${event.id}" (also at ${first})`));
      }

      if (key === "games" && event.type !== "game") {
        issues.push(
          issueAt(
            [...path, "type"],
            `every entry in games.json must have type "game", found "${event.type}"`,
          ),
        );
      }
      if (key === "otherEvents" && event.type === "game") {
        issues.push(issueAt([...path, "type"], `games belong in games.json, not events.json`));
      }
      if (event.type !== "game" && event.opponent !== null) {
        issues.push(issueAt([...path, "opponent"], `only games have an opponent (type is "${event.type}")`));
      }
      issues.push(...checkTimes(path, event.start, event.end));
    });
  }

  const plan = content.practicePlan;
  if (plan.lastDate < plan.firstDate) {
    issues.push(
      issueAt(
        ["practicePlan", "lastDate"],
        `lastDate (${plan.lastDate}) is before firstDate (${plan.firstDate})`,
      ),
    );
  } else {
    const count = practiceDates(plan).length;
    if (count !== plan.topics.length) {
      issues.push(
        issueAt(
          ["practicePlan", "topics"],
          `the plan has ${String(count)} practices but ${String(plan.topics.length)} topics (one topic per practice)`,
        ),
      );
    }
  }
  issues.push(...checkTimes(["practicePlan"], plan.start, plan.end));

  const seenPlayerIds = new Map<string, number>();
  const seenJerseys = new Map<number, string>();
  content.players.forEach((player, index) => {
    const firstIndex = seenPlayerIds.get(player.id);
    if (firstIndex === undefined) {
      seenPlayerIds.set(player.id, index);
    } else {
      issues.push(
        issueAt(
          ["players", index, "id"],
          `duplicate player id "${player.id}" (also at [${String(firstIndex)}])`,
        ),
      );
    }

    if (player.jerseyNumber !== null) {
      const owner = seenJerseys.get(player.jerseyNumber);
      if (owner === undefined) {
        seenJerseys.set(player.jerseyNumber, player.id);
      } else {
        issues.push(
          issueAt(
            ["players", index, "jerseyNumber"],
            `duplicate jersey number ${String(player.jerseyNumber)} (also worn by ${owner})`,
          ),
        );
      }
    }
  });
  if (content.players.length > content.team.rosterCapacity) {
    issues.push(
      issueAt(
        ["players"],
        `${String(content.players.length)} players exceed the roster capacity of ${String(content.team.rosterCapacity)} (team.json rosterCapacity)`,
      ),
    );
  }

  const seenPostIds = new Map<string, number>();
  content.posts.forEach((post, index) => {
    const firstIndex = seenPostIds.get(post.id);
    if (firstIndex === undefined) {
      seenPostIds.set(post.id, index);
    } else {
      issues.push(
        issueAt(["posts", index, "id"], `duplicate post id "${post.id}" (also at [${String(firstIndex)}])`),
      );
    }
  });

  return issues;
}

/** Validates raw season content and returns it typed, or throws a `SeasonContentError` naming every problem. */
export function validateSeasonContent(input: unknown): SeasonContent {
  const parsed = SeasonContentSchema.safeParse(input);
  if (!parsed.success) {
    throw new SeasonContentError(parsed.error.issues.map((issue) => issueAt(issue.path, issue.message)));
  }
  const issues = crossFieldIssues(parsed.data);
  if (issues.length > 0) throw new SeasonContentError(issues);
  return parsed.data;
}

/** The Fall 2025 season from content/*.json, validated once at module load. */
export const season: SeasonContent = validateSeasonContent({
  team,
  games,
  otherEvents: events,
  practicePlan: practices,
  players,
  posts,
});

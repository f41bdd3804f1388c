/**
 * The previews the end-to-end projects run against: one for each project, each from its own copy
 * with its own store and its own local GroupMe, so projects can run at the same time without one's
 * coach logout, restore, race or GroupMe failure reaching another's. global-setup.ts starts the
 * local GroupMes; a preview's functions reach its own through `GROUPME_API_URL`.
 *
 * `E2E_PORT` moves the previews (default 4599, then 4601 …), `FAKE_GROUPME_PORT` the local
 * GroupMes (default 4598, then the ports below it).
 */
import { FAKE_GROUPME_DEFAULT_PORT } from "../support/ports.ts";

/**
 * The projects, in the order the workers take them: three run at a time, each runs its files one
 * after another, and the next free worker takes the next project. The order packs them into three
 * lanes of about the same length, longest first, from the seconds each took in a full run (busy
 * time, three at once; `npm test` prints each project's seconds after the run).
 */
export const E2E_PROJECTS = [
  "desktop",
  "desktop-admin",
  "desktop-a11y",
  "desktop-coach",
  "desktop-pages",
  "phone",
  "seasons",
  "netlify-runtime",
  "api",
] as const;
export type E2eProject = (typeof E2E_PROJECTS)[number];

/**
 * The projects a run names (`--project=phone`, `--project phone`, repeatable), so a run of a few
 * starts only their previews; every project when it names none, or a pattern.
 */
export function projectsAsked(argv: readonly string[]): readonly E2eProject[] {
  const named = argv.flatMap((arg, index) =>
    arg.startsWith("--project=")
      ? [arg.slice("--project=".length)]
      : arg === "--project" && argv[index + 1] !== undefined
        ? [argv[index + 1] ?? ""]
        : [],
  );
  const known = named.filter((name): name is E2eProject =>
    (E2E_PROJECTS as readonly string[]).includes(name),
  );
  return named.length > 0 && known.length === named.length ? known : E2E_PROJECTS;
}

export interface E2eServer {
  port: number;
  /** The local GroupMe the preview's functions call. */
  groupMePort: number;
  /** `warm`: the functions in the preview's process; `netlify`: Netlify's per-request runtime. */
  functions: "warm" | "netlify";
}

const basePort = Number(process.env.E2E_PORT ?? 4599);
const groupMe = Number(process.env.FAKE_GROUPME_PORT ?? FAKE_GROUPME_DEFAULT_PORT);

/** Project by project: 4599 and the local GroupMe at 4598 for the first, 4601 and 4597 for the next … */
export const E2E_SERVERS = Object.fromEntries(
  E2E_PROJECTS.map((project, index) => [
    project,
    {
      port: basePort + 2 * index,
      groupMePort: groupMe - index,
      functions: project === "netlify-runtime" ? "netlify" : "warm",
    },
  ]),
) as Record<E2eProject, E2eServer>;

/** `http://localhost:4599` for `chromium`. */
export const serverUrl = (project: E2eProject) => `http://localhost:${String(E2E_SERVERS[project].port)}`;

/**
 * The site's address (`SITE_URL`), which the build bakes into its pages (canonical links, the
 * calendar's addresses) and the functions put in links: the first preview's, for every preview,
 * as a deployed site has one address whatever host a request came to.
 */
export const E2E_SITE_URL = serverUrl(E2E_PROJECTS[0]);

/** The control routes of the local GroupMe that `project`'s preview calls, e.g. for `test.info().project.name`. */
export function groupMeControl(project: string): string {
  const server = E2E_SERVERS[project as E2eProject] as E2eServer | undefined;
  if (!server) throw new Error(`No end-to-end server for the project "${project}"`);
  return `http://127.0.0.1:${String(server.groupMePort)}/__control`;
}

/** Every local GroupMe port the previews use, once each. */
export const groupMePorts = () => [
  ...new Set(Object.values(E2E_SERVERS).map((server) => server.groupMePort)),
];

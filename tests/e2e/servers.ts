/**
 * The previews the end-to-end projects run against: one for each project, each from its own copy
 * with its own store, so projects can run at the same time without one's coach logout, restore or
 * race reaching another's. Each preview's functions call a local GroupMe (global-setup.ts starts
 * them); the desktop project steers its own, the API projects share another, and the phone project
 * never reaches GroupMe (the dashboard is tested on desktop only).
 *
 * `E2E_PORT` moves the previews (default 4599: 4599, 4601, 4603, 4605), `FAKE_GROUPME_PORT` the
 * local GroupMes (default 4598, and the port below it).
 */
import { FAKE_GROUPME_DEFAULT_PORT } from "../support/fake-groupme";

export const E2E_PROJECTS = ["chromium", "mobile", "api", "netlify-runtime"] as const;
export type E2eProject = (typeof E2E_PROJECTS)[number];

export interface E2eServer {
  port: number;
  /** The local GroupMe the preview's functions call. */
  groupMePort: number;
  /** `warm`: the functions in the preview's process; `netlify`: Netlify's per-request runtime. */
  functions: "warm" | "netlify";
}

const basePort = Number(process.env.E2E_PORT ?? 4599);
const groupMe = Number(process.env.FAKE_GROUPME_PORT ?? FAKE_GROUPME_DEFAULT_PORT);

export const E2E_SERVERS: Record<E2eProject, E2eServer> = {
  chromium: { port: basePort, groupMePort: groupMe, functions: "warm" },
  mobile: { port: basePort + 2, groupMePort: groupMe, functions: "warm" },
  api: { port: basePort + 4, groupMePort: groupMe - 1, functions: "warm" },
  "netlify-runtime": { port: basePort + 6, groupMePort: groupMe - 1, functions: "netlify" },
};

/** `http://localhost:4599` for `chromium`. */
export const serverUrl = (project: E2eProject) => `http://localhost:${String(E2E_SERVERS[project].port)}`;

/**
 * The site's address (`SITE_URL`), which the build bakes into its pages (canonical links, the
 * calendar's addresses) and the functions put in links: the desktop preview's, for every preview,
 * as a deployed site has one address whatever host a request came to.
 */
export const E2E_SITE_URL = serverUrl("chromium");

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

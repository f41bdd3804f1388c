/**
 * The site's builds (docs/decisions/021-builds-on-the-free-plan.md): the build that changes are
 * waiting for, the record of every build the site asked Netlify for, and what the coach's
 * `GET /api/builds` answers. One schema per concept, shared by the functions, the dashboard and
 * the tests.
 */
import * as z from "zod/mini";
import { InstantSchema } from "./primitives.ts";

/** Why a build was asked for, as the deploy's title on Netlify shows it: "The coach changed the team's details". */
const ReasonSchema = z.string().check(z.minLength(1), z.maxLength(100));

/**
 * A build that changes are waiting for, e.g. `{ firstAt: "…T15:30:00.000Z", dueAt: "…T15:40:00.000Z",
 * reasons: ["The coach changed the team's details"], attempts: 0 }`: asked for by the first change
 * at `firstAt`, started by the scheduled check once `dueAt` has passed; `attempts` the hook refused.
 */
export const PendingBuildSchema = z.strictObject({
  firstAt: InstantSchema,
  dueAt: InstantSchema,
  reasons: z.array(ReasonSchema).check(z.minLength(1), z.maxLength(5)),
  attempts: z.int().check(z.gte(0)),
});
export type PendingBuild = z.infer<typeof PendingBuildSchema>;

/** `meta/site-build`: the one pending build, or none. */
export const SiteBuildStateSchema = z.strictObject({ pending: z.nullable(PendingBuildSchema) });

/**
 * One request to the build hook, e.g. `{ at: "…T15:45:02.000Z", reasons: [...], accepted: true,
 * status: 200 }`: `status` is the hook's HTTP status, null when it could not be reached.
 */
export const BuildRequestSchema = z.strictObject({
  at: InstantSchema,
  reasons: z.array(ReasonSchema).check(z.minLength(1), z.maxLength(5)),
  accepted: z.boolean(),
  status: z.nullable(z.int()),
});
export type BuildRequest = z.infer<typeof BuildRequestSchema>;

/** `meta/site-builds`: the latest build requests, oldest first (the last `BUILD_LOG_KEPT`). */
export const BuildLogSchema = z.strictObject({ builds: z.array(BuildRequestSchema) });

/** A month's credits by meter, e.g. `{ builds: 45, requests: 1.4, bandwidth: 0.5, compute: 0.8, total: 47.7 }`. */
export const CreditEstimateSchema = z.object({
  builds: z.number(),
  requests: z.number(),
  bandwidth: z.number(),
  compute: z.number(),
  total: z.number(),
});
export type CreditEstimate = z.infer<typeof CreditEstimateSchema>;

/** `GET /api/builds`: whether pages update on their own, the build waiting, this month's builds and their cost. */
export const BuildsAnswerSchema = z.object({
  /** False where the server has no build hook (deploy previews, this machine): pages change on a deploy. */
  automatic: z.boolean(),
  /** The build changes are waiting for; `startsAt` is when the scheduled check starts it. */
  pending: z.nullable(
    z.object({ firstAt: InstantSchema, startsAt: InstantSchema, reasons: z.array(ReasonSchema) }),
  ),
  /** This calendar month's build requests in Kyle's time, newest first. */
  month: z.array(BuildRequestSchema),
  /** The month's credits if the builds so far are all it makes, with the modelled visits of a season. */
  estimate: CreditEstimateSchema,
  /** The plan's monthly credits, e.g. 300 for Netlify's Free plan. */
  planCredits: z.int(),
});
export type BuildsAnswer = z.infer<typeof BuildsAnswerSchema>;

import type { Config } from "@netlify/functions";
import { coachOnly, json, route } from "../../src/lib/server/http";
import { listAllPosts } from "../../src/lib/server/repositories/posts";

/** Coach: every post, drafts included, newest first. */
export default route({
  GET: coachOnly(async () => json(await listAllPosts())),
});

export const config: Config = { path: "/api/posts/all" };

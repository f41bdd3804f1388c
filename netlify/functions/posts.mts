import type { Config } from "@netlify/functions";
import { PostInputSchema } from "../../src/lib/schemas/posts";
import { cachedJson, publicRead } from "../../src/lib/server/cache";
import { coachOnly, json, readJson, revisionTag, route } from "../../src/lib/server/http";
import { createPost, listPublishedPosts } from "../../src/lib/server/repositories/posts";

export default route({
  /** Public: published posts, newest first. */
  GET: publicRead("/api/posts", {}, async () =>
    cachedJson(await listPublishedPosts("snapshot"), { tags: ["posts"] }),
  ),
  /** Coach: a new post; an empty excerpt becomes the first 150 characters of the content. */
  POST: coachOnly(async (request) => {
    const post = await createPost(await readJson(request, PostInputSchema));
    return json(post, { status: 201, headers: { ETag: revisionTag(post.revision) } });
  }),
});

export const config: Config = { path: "/api/posts" };

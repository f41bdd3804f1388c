import type { Config } from "@netlify/functions";
import { PostUpdateSchema } from "../../src/lib/schemas/requests";
import { purgeTags } from "../../src/lib/server/cache";
import {
  coachOnly,
  ifMatchRevision,
  json,
  noContent,
  pathParam,
  readJson,
  revisionTag,
  route,
} from "../../src/lib/server/http";
import { postsRepository, updatePost } from "../../src/lib/server/repositories/posts";

export default route({
  /**
   * Coach: changes the fields the body names. With `If-Match: "<revision>"` an edit of an older
   * revision is a 409 instead of overwriting someone else's change.
   */
  PUT: coachOnly(async (request, context) => {
    const id = pathParam(context, "id");
    const expected = ifMatchRevision(request);
    const post = await updatePost(id, await readJson(request, PostUpdateSchema), expected);
    await purgeTags("posts");
    return json(post, { headers: { ETag: revisionTag(post.revision) } });
  }),
  DELETE: coachOnly(async (_request, context) => {
    await postsRepository.remove(pathParam(context, "id"));
    await purgeTags("posts");
    return noContent();
  }),
});

export const config: Config = { path: "/api/posts/:id", excludedPath: ["/api/posts/all"] };

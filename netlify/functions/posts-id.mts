import type { Config } from "@netlify/functions";
import { PostUpdateSchema } from "../../src/lib/schemas/posts";
import {
  clientAddress,
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
import { logSecurityEvent } from "../../src/lib/server/security-log";

export default route({
  /**
   * Coach: changes the fields the body names. With `If-Match: "<revision>"` an edit of an older
   * revision is a 409 instead of overwriting someone else's change.
   */
  PUT: coachOnly(async (request, context) => {
    const id = pathParam(context, "id");
    const expected = ifMatchRevision(request);
    const post = await updatePost(id, await readJson(request, PostUpdateSchema), expected);
    return json(post, { headers: { ETag: revisionTag(post.revision) } });
  }),
  DELETE: coachOnly(async (request, context) => {
    const id = pathParam(context, "id");
    await postsRepository.remove(id);
    logSecurityEvent(
      { event: "delete", outcome: "success", route: "DELETE /api/posts/:id", target: `posts/${id}` },
      clientAddress(request, context),
    );
    return noContent();
  }),
});

export const config: Config = { path: "/api/posts/:id", excludedPath: ["/api/posts/all"] };

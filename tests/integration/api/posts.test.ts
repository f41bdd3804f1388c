/**
 * Posts: published for anyone, all for the coach(), create/edit/delete with excerpts, tags,
 * revisions and the Spanish version.
 */
import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { LIMITS } from "../../../src/lib/constants";
import { ApiErrorSchema } from "../../../src/lib/schemas/http";
import { PostSchema } from "../../../src/lib/schemas/posts";
import { asCoach, fn, send, useCoachPerTest } from "../../support/api";
import { buildPostInput } from "../../support/builders";
import { call } from "../../support/call";
import { useSeasonClock } from "../../support/env";

const Posts = z.array(PostSchema);

useSeasonClock();
const coach = useCoachPerTest();

const publishedPosts = async () => Posts.parse((await call(fn("posts"), "/api/posts")).body);
const allPosts = async () =>
  Posts.parse((await call(fn("posts-all"), "/api/posts/all", asCoach(coach()))).body);
const createPost = (body: unknown) => call(fn("posts"), "/api/posts", send("POST", body, coach()));
const updatePost = (id: string, body: unknown, headers: Record<string, string> = {}) =>
  call(fn("posts-id"), `/api/posts/${id}`, send("PUT", body, coach(), headers), { params: { id } });
const deletePost = (id: string) =>
  call(fn("posts-id"), `/api/posts/${id}`, send("DELETE", undefined, coach()), { params: { id } });

describe("reading posts", () => {
  it("shows parents published posts only, newest first, and the coach every post", async () => {
    const published = await publishedPosts();
    const all = await allPosts();
    expect(published.every((post) => post.status === "published")).toBe(true);
    expect(all.length).toBe(published.length + 1);
    expect(all.map((post) => post.createdAt)).toEqual(
      all
        .map((post) => post.createdAt)
        .sort()
        .reverse(),
    );
  });

  it("keeps the all-posts list for the coach", async () => {
    const { status, body } = await call(fn("posts-all"), "/api/posts/all");
    expect(status).toBe(401);
    expect(body).toMatchObject({ error: { code: "unauthorized" } });
  });
});

describe("POST /api/posts", () => {
  it("creates a post with an excerpt taken from the content when left empty", async () => {
    const content = `${"Practice moves to Field 3 this week because of the tournament. ".repeat(4)}End.`;
    const { status, body, headers } = await createPost(buildPostInput({ content, excerpt: "" }));
    expect(status).toBe(201);
    const post = PostSchema.parse(body);
    expect(post.excerpt).toBe(content.slice(0, 150));
    expect(post.revision).toBe(0);
    expect(headers.get("ETag")).toBe('"0"');
    expect((await publishedPosts()).map((item) => item.id)).toContain(post.id);
  });

  it("trims and deduplicates tags, in the order given", async () => {
    const { body } = await createPost(
      buildPostInput({ tags: [" Weather ", "Weather", "Game Update", "Weather  "] }),
    );
    expect(PostSchema.parse(body).tags).toEqual(["Weather", "Game Update"]);
  });

  it("keeps a draft from parents", async () => {
    const { body } = await createPost(buildPostInput({ status: "draft" }));
    const id = PostSchema.parse(body).id;
    expect((await publishedPosts()).map((post) => post.id)).not.toContain(id);
    expect((await allPosts()).map((post) => post.id)).toContain(id);
  });

  it.each([
    { case: "no title", body: buildPostInput({ title: "" }), message: "Title is required" },
    {
      case: "short content",
      body: buildPostInput({ content: "Too short" }),
      message: "Content must be at least 10 characters",
    },
    { case: "no author", body: buildPostInput({ authorId: " " }), message: "Author ID is required" },
  ])("refuses $case with the form's message", async ({ body, message }) => {
    const { status, body: answer } = await createPost(body);
    expect(status).toBe(400);
    expect(JSON.stringify(answer)).toContain(message);
  });

  it.each([
    { case: "an unknown status", body: { ...buildPostInput(), status: "archived" } },
    {
      case: "too many tags",
      body: buildPostInput({ tags: Array.from({ length: 21 }, (_, i) => `t${String(i)}`) }),
    },
    { case: "a tag too long", body: buildPostInput({ tags: ["x".repeat(41)] }) },
    { case: "an unknown field", body: { ...buildPostInput(), createdAt: "2025-01-01T00:00:00.000Z" } },
  ])("refuses $case with 400", async ({ body }) => {
    expect((await createPost(body)).status).toBe(400);
  });
});

describe("PUT /api/posts/:id", () => {
  it("changes only the named fields, bumps the revision and re-derives a derived excerpt", async () => {
    const created = PostSchema.parse((await createPost(buildPostInput())).body);
    const content = "New content that is long enough to be a post.";
    const { status, body, headers } = await updatePost(created.id, { content });
    expect(status).toBe(200);
    const post = PostSchema.parse(body);
    expect(post).toMatchObject({
      title: created.title,
      tags: created.tags,
      content,
      excerpt: content,
      revision: 1,
    });
    expect(headers.get("ETag")).toBe('"1"');
  });

  it("keeps an excerpt the coach wrote when the content changes", async () => {
    const created = PostSchema.parse((await createPost(buildPostInput({ excerpt: "Written by hand" }))).body);
    const { body } = await updatePost(created.id, { content: "Entirely different content here." });
    expect(PostSchema.parse(body).excerpt).toBe("Written by hand");
  });

  it("publishes a draft and takes it back", async () => {
    const draft = PostSchema.parse((await createPost(buildPostInput({ status: "draft" }))).body);
    await updatePost(draft.id, { status: "published" });
    expect((await publishedPosts()).map((post) => post.id)).toContain(draft.id);
    await updatePost(draft.id, { status: "draft" });
    expect((await publishedPosts()).map((post) => post.id)).not.toContain(draft.id);
  });

  it("refuses an edit of an older revision with 409 and accepts the current one", async () => {
    const created = PostSchema.parse((await createPost(buildPostInput())).body);
    expect((await updatePost(created.id, { title: "First" }, { "If-Match": '"0"' })).status).toBe(200);
    const stale = await updatePost(created.id, { title: "Second" }, { "If-Match": '"0"' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: { code: "conflict" } });
    expect((await updatePost(created.id, { title: "Second" }, { "If-Match": '"1"' })).status).toBe(200);
    expect((await updatePost(created.id, { title: "x" }, { "If-Match": "1" })).status).toBe(400);
  });

  it("answers 404 for an unknown post", async () => {
    expect((await updatePost("no-such-post", { title: "x" })).status).toBe(404);
  });
});

describe("the Spanish version", () => {
  const titleEs = "Cambio del día de fotos";
  const contentEs = "El día de fotos ahora es el sábado antes del partido. Traigan la camiseta de local.";
  const issuePaths = (body: unknown) =>
    (ApiErrorSchema.parse(body).error.issues ?? []).map((issue) => issue.path.join("."));

  it("reads as none on the posts from before, in every answer", async () => {
    for (const post of [...(await publishedPosts()), ...(await allPosts())]) {
      expect(post).toMatchObject({ titleEs: null, contentEs: null, excerptEs: null });
    }
  });

  it("is written, read by parents and the coach, edited and cleared", async () => {
    const created = await createPost(buildPostInput({ titleEs: ` ${titleEs} `, contentEs }));
    expect(created.status).toBe(201);
    const post = PostSchema.parse(created.body);
    expect(post).toMatchObject({ titleEs, contentEs, excerptEs: contentEs });
    for (const list of [await publishedPosts(), await allPosts()]) {
      expect(list.find((item) => item.id === post.id)).toMatchObject({ titleEs, contentEs });
    }

    const longer = `${"Nos vemos en la cancha a las 8:30 para la foto del equipo. ".repeat(4)}Fin.`;
    const edited = PostSchema.parse((await updatePost(post.id, { contentEs: longer })).body);
    expect(edited).toMatchObject({ titleEs, contentEs: longer, excerptEs: longer.slice(0, 150) });
    // An edit that names neither keeps them.
    expect(PostSchema.parse((await updatePost(post.id, { title: "Picture day" })).body)).toMatchObject({
      titleEs,
      contentEs: longer,
    });

    const cleared = await updatePost(post.id, { titleEs: "", contentEs: null });
    expect(cleared.status).toBe(200);
    expect(PostSchema.parse(cleared.body)).toMatchObject({ titleEs: null, contentEs: null, excerptEs: null });
    expect((await publishedPosts()).find((item) => item.id === post.id)).toMatchObject({ titleEs: null });
  });

  it.each([
    { case: "a Spanish title alone", body: buildPostInput({ titleEs }), path: "contentEs" },
    { case: "a Spanish text alone", body: buildPostInput({ contentEs }), path: "titleEs" },
    { case: "a blank Spanish title", body: buildPostInput({ titleEs: "  ", contentEs }), path: "titleEs" },
    {
      case: "a Spanish title over 200 characters",
      body: buildPostInput({ titleEs: "ñ".repeat(LIMITS.title + 1), contentEs }),
      path: "titleEs",
    },
    {
      case: "a Spanish text over 20,000 characters",
      body: buildPostInput({ titleEs, contentEs: "ñ".repeat(LIMITS.postContent + 1) }),
      path: "contentEs",
    },
  ])("refuses $case with 400 on $path", async ({ body, path }) => {
    const answer = await createPost(body);
    expect(answer.status).toBe(400);
    expect(issuePaths(answer.body)).toContain(path);
  });

  it("takes both at their longest", async () => {
    const answer = await createPost(
      buildPostInput({ titleEs: "ñ".repeat(LIMITS.title), contentEs: "ñ".repeat(LIMITS.postContent) }),
    );
    expect(answer.status).toBe(201);
  });

  it("refuses an edit that would leave half a version, and keeps the post as it was", async () => {
    const post = PostSchema.parse((await createPost(buildPostInput({ titleEs, contentEs }))).body);
    const answer = await updatePost(post.id, { contentEs: null });
    expect(answer.status).toBe(400);
    expect(issuePaths(answer.body)).toEqual(["contentEs"]);
    expect((await allPosts()).find((item) => item.id === post.id)).toMatchObject({
      titleEs,
      contentEs,
      revision: 0,
    });
    const plain = PostSchema.parse((await createPost(buildPostInput())).body);
    expect(issuePaths((await updatePost(plain.id, { titleEs })).body)).toEqual(["contentEs"]);
  });
});

describe("DELETE /api/posts/:id", () => {
  it("deletes with 204, then 404", async () => {
    const created = PostSchema.parse((await createPost(buildPostInput())).body);
    expect((await deletePost(created.id)).status).toBe(204);
    expect((await allPosts()).map((post) => post.id)).not.toContain(created.id);
    expect((await deletePost(created.id)).status).toBe(404);
  });
});

import { describe, expect, it } from "vitest";
import { sentencePieces } from "./sentence";

describe("sentencePieces", () => {
  it.each([
    ["no slot", "Team Information", ["Team Information"]],
    ["a slot inside", "Posted on the {posts} page.", ["Posted on the ", { slot: "posts" }, " page."]],
    ["a slot first", "{strong}: cancellations.", [{ slot: "strong" }, ": cancellations."]],
    ["a slot last", "Publicado en {posts}", ["Publicado en ", { slot: "posts" }]],
    [
      "two slots",
      "on the {schedule}. See {lightning}.",
      ["on the ", { slot: "schedule" }, ". See ", { slot: "lightning" }, "."],
    ],
    ["braces that are no slot", "a {b c} d", ["a {b c} d"]],
  ])("%s", (_case, template, pieces) => {
    expect(sentencePieces(template)).toEqual(pieces);
  });
});

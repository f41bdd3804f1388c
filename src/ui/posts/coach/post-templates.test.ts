import { describe, expect, it } from "vitest";
import { LIMITS } from "../../../lib/constants";
import { newPostForm, QUICK_TAGS, validatePostForm } from "./post-form";
import { POST_TEMPLATES } from "./post-templates";

describe("post templates", () => {
  it("are the six templates, once each", () => {
    expect(POST_TEMPLATES.map((template) => template.name)).toEqual([
      "Season Welcome",
      "Weekly Practice Focus",
      "Game Day",
      "Weather Update",
      "Snack Schedule",
      "Equipment Check",
    ]);
    expect(new Set(POST_TEMPLATES.map((template) => template.id)).size).toBe(6);
  });

  describe.each(POST_TEMPLATES)("$name", (template) => {
    it("makes a valid post as it is", () => {
      const result = validatePostForm({ ...newPostForm(), ...template, tags: [...template.tags] });
      expect(result.ok).toBe(true);
    });

    it("has a short excerpt and quick-add tags only", () => {
      expect(template.excerpt.length).toBeLessThanOrEqual(LIMITS.excerpt);
      expect(template.excerpt.length).toBeLessThanOrEqual(150);
      expect(template.tags.length).toBeGreaterThan(0);
      for (const tag of template.tags) expect(QUICK_TAGS).toContain(tag);
    });
  });

  it("speak of this team's field and snacks for about 15 people", () => {
    const text = POST_TEMPLATES.map((template) => template.content).join("\n");
    expect(text).toContain("Field 5 West");
    expect(text).toContain("about 15 people");
    expect(text).toContain("Kyle");
  });
});

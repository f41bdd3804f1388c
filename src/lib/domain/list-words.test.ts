import { describe, expect, it } from "vitest";
import { formatList } from "./list-words";

describe("formatList", () => {
  it.each<{ items: string[]; locale?: string; type?: "disjunction"; text: string }>([
    { items: [], text: "" },
    { items: ["Tuesdays"], text: "Tuesdays" },
    { items: ["Tuesdays", "Thursdays"], text: "Tuesdays and Thursdays" },
    // No comma before the last item, where en-US's Intl would write one.
    { items: ["8 games", "5 posts", "scores"], text: "8 games, 5 posts and scores" },
    {
      items: ["Mondays", "Wednesdays", "Fridays", "Sundays"],
      text: "Mondays, Wednesdays, Fridays and Sundays",
    },
    { items: ["Tuesday", "Thursday"], type: "disjunction", text: "Tuesday or Thursday" },
    { items: ["Monday", "Wednesday", "Friday"], type: "disjunction", text: "Monday, Wednesday or Friday" },
    { items: ["A", "B", "C"], locale: "es", text: "A, B y C" },
    { items: ["A", "B"], locale: "es", type: "disjunction", text: "A o B" },
    { items: ["A", "B", "C"], locale: "fr", text: "A, B et C" },
    { items: ["A", "B"], locale: "de", text: "A und B" },
  ])("$items ($locale, $type) → $text", ({ items, locale, type, text }) => {
    expect(formatList(items, locale, type)).toBe(text);
  });
});

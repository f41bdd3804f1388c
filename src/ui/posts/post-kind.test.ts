import { describe, expect, it } from "vitest";
import { postKind } from "./post-kind";

describe("postKind", () => {
  it.each([
    { title: "Game Day Snack Schedule", expected: "snack" },
    { title: "SNACKS this week", expected: "snack" },
    { title: "Snack and jersey reminders", expected: "snack" },
    { title: "Jersey Pickup at the First Practice", expected: "uniform" },
    { title: "New uniforms are here", expected: "uniform" },
    { title: "UNIFORM check", expected: "uniform" },
    { title: "Welcome to the Fall 2025 Season!", expected: "news" },
    { title: "First Game Day: Saturday, Sep 20 vs Buda Blaze", expected: "news" },
    { title: "Jerseys", expected: "uniform" },
    { title: "Meriendas del sábado", expected: "snack" },
    { title: "MERIENDA y camisetas", expected: "snack" },
    { title: "Entrega de camisetas", expected: "uniform" },
    { title: "Uniformes nuevos", expected: "uniform" },
    { title: "Partido cancelado", expected: "news" },
    { title: "", expected: "news" },
  ])("$title → $expected", ({ title, expected }) => {
    expect(postKind(title)).toBe(expected);
  });
});

import { describe, expect, it } from "vitest";
import { canonicalUrl, withSiteName } from "./seo";

describe("withSiteName", () => {
  it.each([
    { title: "Team Roster", expected: "Team Roster | Hays Lightning" },
    { title: "Hays Lightning", expected: "Hays Lightning" },
    { title: "Welcome to hays lightning soccer", expected: "Welcome to hays lightning soccer" },
    { title: "  Contact  ", expected: "Contact | Hays Lightning" },
    { title: "", expected: "Hays Lightning" },
  ])("$title → $expected", ({ title, expected }) => {
    expect(withSiteName(title, "Hays Lightning")).toBe(expected);
  });
});

describe("canonicalUrl", () => {
  it.each([
    { path: "/", expected: "https://team.example.org/" },
    { path: "/roster", expected: "https://team.example.org/roster" },
    { path: "/roster/", expected: "https://team.example.org/roster" },
    { path: "/posts//", expected: "https://team.example.org/posts" },
  ])("$path → $expected", ({ path, expected }) => {
    expect(canonicalUrl(path, "https://team.example.org")).toBe(expected);
  });
});

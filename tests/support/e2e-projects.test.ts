import { describe, expect, it } from "vitest";
import { E2E_PROJECTS, projectsAsked } from "../e2e/servers";

describe("projectsAsked: the previews a run of the end-to-end tests starts", () => {
  it.each([
    { argv: ["test"], expected: E2E_PROJECTS },
    { argv: ["test", "--project=phone"], expected: ["phone"] },
    { argv: ["test", "--project", "phone", "tests/e2e/site.spec.ts"], expected: ["phone"] },
    { argv: ["test", "--project=phone", "--project=desktop-a11y"], expected: ["phone", "desktop-a11y"] },
    // A pattern, or a name that is no project: every preview, and Playwright says what it matched.
    { argv: ["test", "--project=desktop*"], expected: E2E_PROJECTS },
    { argv: ["test", "--project=phone", "--project=nope"], expected: E2E_PROJECTS },
  ])("$argv", ({ argv, expected }) => {
    expect(projectsAsked(argv)).toEqual(expected);
  });
});

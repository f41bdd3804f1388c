import { describe, expect, it } from "vitest";
import { DESKTOP_NAV, isActiveLink, MOBILE_NAV } from "./nav";

describe("isActiveLink", () => {
  it.each([
    { pathname: "/", href: "/", expected: true },
    { pathname: "", href: "/", expected: true },
    { pathname: "/schedule", href: "/", expected: false },
    { pathname: "/posts/welcome", href: "/", expected: false },
    { pathname: "/schedule", href: "/schedule", expected: true },
    { pathname: "/schedule/", href: "/schedule", expected: true },
    { pathname: "/schedule", href: "/schedule/", expected: true },
    { pathname: "/posts/welcome", href: "/posts", expected: true },
    { pathname: "/posts/welcome/", href: "/posts", expected: true },
    { pathname: "/postsx", href: "/posts", expected: false },
    { pathname: "/posts-archive", href: "/posts", expected: false },
    { pathname: "/", href: "/posts", expected: false },
    { pathname: "/team-info", href: "/team", expected: false },
    { pathname: "/contact", href: "/contact", expected: true },
    { pathname: "/roster", href: "/contact", expected: false },
    { pathname: "/admin", href: "/admin-login", expected: false },
    { pathname: "/admin-login", href: "/admin", expected: false },
  ])("$pathname with $href is $expected", ({ pathname, href, expected }) => {
    expect(isActiveLink(pathname, href)).toBe(expected);
  });
});

describe.each([
  {
    bar: "desktop",
    links: DESKTOP_NAV,
    expected: [
      ["Home", "/"],
      ["Schedule", "/schedule"],
      ["Team Info", "/team-info"],
      ["Roster", "/roster"],
      ["Posts", "/posts"],
      ["Contact", "/contact"],
    ],
  },
  {
    bar: "mobile",
    links: MOBILE_NAV,
    expected: [
      ["Home", "/"],
      ["Schedule", "/schedule"],
      ["Posts", "/posts"],
      ["Info", "/contact"],
    ],
  },
])("$bar bar", ({ links, expected }) => {
  it("has the bar's links in order", () => {
    expect(links.map((link) => [link.label, link.href])).toEqual(expected);
  });

  it.each(["/", "/schedule/", "/team-info", "/roster", "/posts/welcome", "/contact"])(
    "marks at most one link active on %s",
    (pathname) => {
      expect(links.filter((link) => isActiveLink(pathname, link.href)).length).toBeLessThanOrEqual(1);
    },
  );
});

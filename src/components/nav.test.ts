import { describe, expect, it } from "vitest";
import { wordsFor } from "../i18n/words";
import { DESKTOP_NAV, isActiveLink, isBilingual, MOBILE_NAV } from "./nav";

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
    { pathname: "/es", href: "/es/", expected: true },
    { pathname: "/es/", href: "/es/", expected: true },
    { pathname: "/es/schedule", href: "/es/", expected: false },
    { pathname: "/es/schedule/", href: "/es/schedule", expected: true },
    { pathname: "/es/posts/welcome", href: "/es/posts", expected: true },
    { pathname: "/es/roster", href: "/es/contact", expected: false },
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
    expect(links.map((link) => [wordsFor("en").nav[link.label], link.href])).toEqual(expected);
  });

  it.each(["/", "/schedule/", "/team-info", "/roster", "/posts/welcome", "/contact"])(
    "marks at most one link active on %s",
    (pathname) => {
      expect(links.filter((link) => isActiveLink(pathname, link.href)).length).toBeLessThanOrEqual(1);
    },
  );
});

describe("isBilingual", () => {
  it.each([
    { pathname: "/", expected: true },
    { pathname: "/es/", expected: true },
    { pathname: "/schedule", expected: true },
    { pathname: "/es/snacks/manage", expected: true },
    { pathname: "/administrivia", expected: true },
    { pathname: "/404", expected: true },
    { pathname: "/admin", expected: false },
    { pathname: "/admin/", expected: false },
    { pathname: "/admin-login", expected: false },
    { pathname: "/admin/season", expected: false },
  ])("$pathname is $expected", ({ pathname, expected }) => {
    expect(isBilingual(pathname)).toBe(expected);
  });
});

import { describe, expect, it, vi } from "vitest";
import { fill } from "../../i18n/fill";
import { wordsFor } from "../../i18n/words";
import { alertShared } from "../game-day/alert-share";
import { hasShareSheet, shareTap, shareUrl, whatsAppHref } from "./share";

const SITE = { origin: "https://hayslightning.example.org" };

describe("what a post and the field-status bar share, in the page's language", () => {
  it.each([
    {
      case: "a post on /posts",
      text: fill(wordsFor("en").posts.shareText, { title: "Jersey Pickup" }),
      url: shareUrl({ ...SITE, pathname: "/posts" }, "post-abc"),
      href: "https://wa.me/?text=Team%20news%3A%20Jersey%20Pickup%0Ahttps%3A%2F%2Fhayslightning.example.org%2Fposts%23post-abc",
    },
    {
      case: "a post on /es/posts",
      text: fill(wordsFor("es").posts.shareText, { title: "Recogida de camisetas" }),
      url: shareUrl({ ...SITE, pathname: "/es/posts" }, "post-abc"),
      href: "https://wa.me/?text=Noticias%20del%20equipo%3A%20Recogida%20de%20camisetas%0Ahttps%3A%2F%2Fhayslightning.example.org%2Fes%2Fposts%23post-abc",
    },
    {
      case: "the alert on /schedule",
      ...alertShared(wordsFor("en").alert.shareText, "Fields closed", "Rain & lightning", {
        ...SITE,
        pathname: "/schedule",
      }),
      href: "https://wa.me/?text=Field%20status%20(Fields%20closed)%3A%20Rain%20%26%20lightning%0Ahttps%3A%2F%2Fhayslightning.example.org%2Fschedule",
    },
    {
      case: "the alert on /es/",
      ...alertShared(wordsFor("es").alert.shareText, "Canchas cerradas", "Lluvia: ¿mañana?", {
        ...SITE,
        pathname: "/es/",
      }),
      href: "https://wa.me/?text=Estado%20de%20las%20canchas%20(Canchas%20cerradas)%3A%20Lluvia%3A%20%C2%BFma%C3%B1ana%3F%0Ahttps%3A%2F%2Fhayslightning.example.org%2Fes%2F",
    },
  ])("$case", ({ text, url, href }) => {
    const link = whatsAppHref({ text, url });
    expect(link).toBe(href);
    // WhatsApp reads back exactly the sentence and the address, on two lines.
    expect(new URL(link).searchParams.get("text")).toBe(`${text}\n${url}`);
  });

  it.each([
    { pathname: "/posts", anchor: undefined, expected: "https://hayslightning.example.org/posts" },
    {
      pathname: "/es/posts",
      anchor: "post-1",
      expected: "https://hayslightning.example.org/es/posts#post-1",
    },
    { pathname: "/", anchor: "", expected: "https://hayslightning.example.org/" },
  ])("shareUrl($pathname, $anchor) is $expected", ({ pathname, anchor, expected }) => {
    expect(shareUrl({ ...SITE, pathname }, anchor)).toBe(expected);
  });
});

describe("shareTap", () => {
  const shared = { text: "Team news: Picture day", url: "https://hayslightning.example.org/posts" };
  const tap = () => ({ preventDefault: vi.fn() });
  const link = () => ({ ariaBusy: null }) as HTMLElement;

  it("leaves the link to open WhatsApp where the browser has no share sheet", () => {
    const event = tap();
    const nav = {} as Navigator;
    expect(hasShareSheet(nav)).toBe(false);
    shareTap(event, shared, link(), nav);
    expect(event.preventDefault).not.toHaveBeenCalled();
  });

  it.each([
    { case: "the parent shares", answer: () => Promise.resolve() },
    { case: "the parent closes the sheet", answer: () => Promise.reject(new DOMException("", "AbortError")) },
  ])("opens the share sheet instead, busy until it closes: $case", async ({ answer }) => {
    let close = () => undefined as unknown;
    const share = vi.fn(() => new Promise<void>((resolve) => (close = resolve)).then(answer));
    const nav = { share } as unknown as Navigator;
    const [event, element] = [tap(), link()];
    shareTap(event, shared, element, nav);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(share).toHaveBeenCalledWith(shared);
    expect(element.ariaBusy).toBe("true");
    // A second tap while the sheet is open opens no second sheet.
    shareTap(tap(), shared, element, nav);
    expect(share).toHaveBeenCalledTimes(1);
    close();
    await vi.waitFor(() => {
      expect(element.ariaBusy).toBeNull();
    });
  });
});

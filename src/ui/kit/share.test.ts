import { describe, expect, it, vi } from "vitest";
import { fill } from "../../i18n/fill";
import { wordsFor } from "../../i18n/words";
import { alertText } from "../game-day/alert-share";
import { shareTap, whatsAppHref } from "./share";

const SITE = "https://hayslightning.example.org";

describe("what a post and the field-status bar share, in the page's language", () => {
  it.each([
    {
      case: "a post on /posts",
      text: fill(wordsFor("en").posts.shareText, { title: "Jersey Pickup" }),
      url: `${SITE}/posts#post-abc`,
      href: "https://wa.me/?text=Team%20news%3A%20Jersey%20Pickup%0Ahttps%3A%2F%2Fhayslightning.example.org%2Fposts%23post-abc",
    },
    {
      case: "a post on /es/posts",
      text: fill(wordsFor("es").posts.shareText, { title: "Recogida de camisetas" }),
      url: `${SITE}/es/posts#post-abc`,
      href: "https://wa.me/?text=Noticias%20del%20equipo%3A%20Recogida%20de%20camisetas%0Ahttps%3A%2F%2Fhayslightning.example.org%2Fes%2Fposts%23post-abc",
    },
    {
      case: "the alert on /schedule",
      text: alertText(wordsFor("en").alert.shareText, "Fields closed", "Rain & lightning"),
      url: `${SITE}/schedule`,
      href: "https://wa.me/?text=Field%20status%20(Fields%20closed)%3A%20Rain%20%26%20lightning%0Ahttps%3A%2F%2Fhayslightning.example.org%2Fschedule",
    },
    {
      case: "the alert on /es/",
      text: alertText(wordsFor("es").alert.shareText, "Canchas cerradas", "Lluvia: ¿mañana?"),
      url: `${SITE}/es/`,
      href: "https://wa.me/?text=Estado%20de%20las%20canchas%20(Canchas%20cerradas)%3A%20Lluvia%3A%20%C2%BFma%C3%B1ana%3F%0Ahttps%3A%2F%2Fhayslightning.example.org%2Fes%2F",
    },
  ])("$case", ({ text, url, href }) => {
    const link = whatsAppHref(text, url);
    expect(link).toBe(href);
    // WhatsApp reads back exactly the sentence and the address, on two lines.
    expect(new URL(link).searchParams.get("text")).toBe(`${text}\n${url}`);
  });
});

describe("shareTap", () => {
  const TEXT = "Team news: Picture day";
  const URL_ = "https://hayslightning.example.org/posts";
  const tap = () => ({ preventDefault: vi.fn() });
  const link = () => ({ ariaBusy: null, href: "https://wa.me/" }) as HTMLAnchorElement;

  it("points the link at WhatsApp and leaves it to open there where the browser has no share sheet", () => {
    const [event, element] = [tap(), link()];
    const nav = {} as Navigator;
    shareTap(event, element, TEXT, URL_, nav);
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(element.href).toBe(whatsAppHref(TEXT, URL_));
  });

  it.each([
    { case: "the parent shares", answer: () => Promise.resolve() },
    { case: "the parent closes the sheet", answer: () => Promise.reject(new DOMException("", "AbortError")) },
  ])("opens the share sheet instead, busy until it closes: $case", async ({ answer }) => {
    let close = () => undefined as unknown;
    const share = vi.fn(() => new Promise<void>((resolve) => (close = resolve)).then(answer));
    const nav = { share } as unknown as Navigator;
    const [event, element] = [tap(), link()];
    shareTap(event, element, TEXT, URL_, nav);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(share).toHaveBeenCalledWith({ text: TEXT, url: URL_ });
    expect(element.ariaBusy).toBe("true");
    // A second tap while the sheet is open opens no second sheet.
    shareTap(tap(), element, TEXT, URL_, nav);
    expect(share).toHaveBeenCalledTimes(1);
    close();
    await vi.waitFor(() => {
      expect(element.ariaBusy).toBeNull();
    });
  });
});

import { describe, expect, it, vi } from "vitest";
import { fieldIssueText } from "../../i18n/field-issues";
import { CATALOGS } from "../../i18n/words";
import { AppError, type ApiMessageKey, notFound, type Thing } from "../domain/errors";
import { fieldIssue, type FieldIssueKey } from "../schemas/field-issue";
import { toErrorResponse } from "./http";
import { messageText, requestLang } from "./messages";

const api = CATALOGS.en.api;
const SENTENCES = Object.keys(api).filter(
  (key): key is ApiMessageKey => typeof api[key as keyof typeof api] === "string",
);
const THINGS = Object.keys(api.notFound) as Thing[];
const FIELD_RULES = Object.keys(CATALOGS.en.kit.fields) as FieldIssueKey[];

/** A value for each of a sentence's slots, e.g. `{ count: 7 }` for "{count} seconds". */
const valuesFor = (sentence: string) =>
  Object.fromEntries([...sentence.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name ?? "", 7]));

describe("requestLang", () => {
  it.each([
    { header: null, lang: "en" },
    { header: "es", lang: "es" },
    { header: "es-US", lang: "es" },
    { header: "es-MX,en;q=0.5", lang: "es" },
    { header: "en-US,en;q=0.9,es;q=0.8", lang: "en" },
    { header: "fr-FR,es;q=0.7", lang: "es" },
    { header: "fr-FR,de;q=0.7", lang: "en" },
    { header: "en;q=0.2,es;q=0.8", lang: "es" },
    { header: "es;q=0", lang: "en" },
    { header: "*", lang: "en" },
  ])("Accept-Language: $header → $lang", ({ header, lang }) => {
    const headers: Record<string, string> = header === null ? {} : { "Accept-Language": header };
    expect(requestLang(new Request("https://team.example.org/api/events", { headers }))).toBe(lang);
  });
});

describe("every sentence the API can send, in both languages", () => {
  it.each(SENTENCES)("%s: its slots filled, in other words in Spanish", (key) => {
    const values = valuesFor(api[key]);
    const [english, spanish] = [messageText({ key, values }, "en"), messageText({ key, values }, "es")];
    expect(english).not.toMatch(/\{\w+\}/);
    expect(spanish).not.toMatch(/\{\w+\}/);
    expect(spanish).not.toBe(english);
  });

  it.each(THINGS)("%s not found, and its name in a sentence", (thing) => {
    expect(messageText({ notFound: thing }, "es")).not.toBe(messageText({ notFound: thing }, "en"));
    const busy = { key: "tooManyChanges", values: { thing: { thing } } } as const;
    expect(messageText(busy, "en")).toContain(` ${api.things[thing]} `);
    expect(messageText(busy, "es")).toContain(` ${CATALOGS.es.api.things[thing]};`);
  });

  it.each(FIELD_RULES)("field rule %s: English from the schema, Spanish from the words", (key) => {
    const issue = fieldIssue(key, valuesFor(CATALOGS.en.kit.fields[key]));
    const english = fieldIssueText(issue);
    expect(fieldIssueText(issue, CATALOGS.en.kit.fields)).toBe(english);
    expect(english).not.toMatch(/\{\w+\}/);
    expect(fieldIssueText(issue, CATALOGS.es.kit.fields)).not.toBe(english);
    expect(fieldIssueText(issue, CATALOGS.es.kit.fields)).not.toMatch(/\{\w+\}/);
  });

  it("a nested sentence and a thing's name are said in the language too", () => {
    const text = {
      key: "rateLimitedWait",
      values: {
        limit: { key: "limitMessages", values: {} },
        wait: { key: "waitSeconds", values: { count: 42 } },
      },
    } as const;
    expect(messageText(text, "en")).toBe("Too many messages at once. Try again in 42 seconds.");
    expect(messageText(text, "es")).toBe("Demasiados mensajes a la vez. Inténtelo de nuevo en 42 segundos.");
  });

  it("English-only words stay as written", () => {
    expect(messageText({ english: "Jersey 7 is already worn by Sam" }, "es")).toBe(
      "Jersey 7 is already worn by Sam",
    );
  });
});

describe("toErrorResponse", () => {
  const errors = [
    notFound("Event"),
    new AppError("conflict", 409, "snackGamePlayed"),
    new AppError("rate_limited", 429, "tooManyRequestsNow", undefined, { "Retry-After": "1" }),
    new AppError("validation_failed", 400, "fieldsInvalid", [
      { path: ["name"], message: fieldIssue("nameTooShort", { min: 2 }) },
    ]),
    new Error("ECONNREFUSED secret"),
  ];

  it.each(errors)(
    "keeps the status, code and headers of %s in Spanish, and says it in Spanish",
    async (error) => {
      // An unexpected error is logged, once per answer.
      vi.spyOn(console, "error").mockImplementation(() => undefined);
      const [english, spanish] = [toErrorResponse(error, "en"), toErrorResponse(error, "es")];
      const [en, es] = [
        (await english.json()) as { error: { code: string; message: string } },
        (await spanish.json()) as { error: { code: string; message: string } },
      ];
      expect(spanish.status).toBe(english.status);
      expect(es.error.code).toBe(en.error.code);
      expect(es.error.message).not.toBe(en.error.message);
      expect(spanish.headers.get("Retry-After")).toBe(english.headers.get("Retry-After"));
      expect(spanish.headers.get("Content-Language")).toBe("es");
      expect(spanish.headers.get("Vary")).toBe("Accept-Language");
      expect(spanish.headers.get("Cache-Control")).toBe("no-store");
    },
  );

  it("says a field rule's issue in the request's language", async () => {
    const error = errors[3];
    const body = (await toErrorResponse(error, "es").json()) as { error: { issues: unknown } };
    expect(body.error.issues).toEqual([
      { path: ["name"], message: "Escriba su nombre (al menos 2 letras)." },
    ]);
    const english = (await toErrorResponse(error).json()) as { error: { issues: unknown } };
    expect(english.error.issues).toEqual([
      { path: ["name"], message: "Please enter your name (at least 2 letters)." },
    ]);
  });
});

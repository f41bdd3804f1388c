import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../api";
import { ContactInputSchema, LoginInputSchema } from "../../../lib/schemas/requests";
import { NEW_EVENT_FORM, validateEventForm, type EventFormValues } from "../../schedule/coach/event-form";
import { allTouched, firstProblem, runCheck, serverFieldErrors, shownError, type Check } from "./form-state";

const LOGIN_FIELDS = ["email", "password"] as const;
type Login = { email: string; password: string };

describe("runCheck", () => {
  it.each<{ name: string; check: Check<Login, unknown>; values: Login; expected: unknown }>([
    {
      name: "no check yet: nothing to say",
      check: null,
      values: { email: "", password: "" },
      expected: null,
    },
    {
      name: "a schema's messages, one per field",
      check: LoginInputSchema,
      values: { email: "", password: "" },
      expected: { ok: false, errors: { email: "Email is required", password: "Password is required" } },
    },
    {
      name: "a schema's output when the values pass",
      check: LoginInputSchema,
      values: { email: " coach@example.com ", password: "secret" },
      expected: { ok: true, input: { email: "coach@example.com", password: "secret" } },
    },
    {
      name: "a check function's own verdict",
      check: (values) =>
        values.password ? { ok: true, input: values } : { ok: false, errors: { password: "No" } },
      values: { email: "", password: "" },
      expected: { ok: false, errors: { password: "No" } },
    },
  ])("$name", ({ check, values, expected }) => {
    expect(runCheck(check, values, LOGIN_FIELDS)).toEqual(expected);
  });

  it("keeps the API's own words, e.g. for the contact form", () => {
    const values = { name: "", email: "x", subject: "", message: "short", website: "" };
    expect(runCheck(ContactInputSchema, values, ["name", "email", "subject", "message"])).toEqual({
      ok: false,
      errors: {
        name: "Name is required",
        email: "Please enter a valid email address",
        message: "Message must be at least 10 characters long",
      },
    });
  });

  it("runs a form's own rules, e.g. the event form's", () => {
    const values: EventFormValues = { ...NEW_EVENT_FORM, title: "Scrimmage" };
    expect(runCheck(validateEventForm, values, ["title", "date"])).toEqual({
      ok: false,
      errors: { date: "Date is required" },
    });
  });
});

describe("shownError", () => {
  const checked = { title: "Title is required" };
  it.each([
    { name: "untouched: the check keeps quiet", touched: {}, placed: {}, expected: undefined },
    {
      name: "touched: the check's message",
      touched: { title: true },
      placed: {},
      expected: "Title is required",
    },
    {
      name: "untouched with a message placed on it (the server's)",
      touched: {},
      placed: { title: "Taken" },
      expected: "Taken",
    },
    {
      name: "the check's message before a placed one",
      touched: { title: true },
      placed: { title: "Taken" },
      expected: "Title is required",
    },
  ])("$name", ({ touched, placed, expected }) => {
    expect(shownError("title", checked, touched, placed)).toBe(expected);
  });
});

describe("allTouched", () => {
  it("touches every field", () => {
    expect(allTouched(["title", "content"])).toEqual({ title: true, content: true });
  });
});

describe("firstProblem", () => {
  const fields = ["title", "date", "startTime", "notes"] as const;
  it.each([
    { name: "none", errors: {}, hidden: [], expected: undefined },
    { name: "in screen order", errors: { notes: "x", date: "y" }, hidden: [], expected: "date" },
    {
      name: "skips a field not on screen",
      errors: { startTime: "x", notes: "y" },
      hidden: ["startTime"],
      expected: "notes",
    },
    { name: "none on screen", errors: { startTime: "x" }, hidden: ["startTime"], expected: undefined },
  ])("$name", ({ errors, hidden, expected }) => {
    expect(firstProblem(fields, errors, (field) => !(hidden as string[]).includes(field))).toBe(expected);
  });
});

describe("serverFieldErrors", () => {
  const fields = ["title", "content"] as const;
  it.each([
    { name: "no issues", issues: undefined, expected: {} },
    { name: "not a list", issues: { title: "x" }, expected: {} },
    {
      name: "the first issue of each field",
      issues: [
        { path: ["title"], message: "Title is required" },
        { path: ["title"], message: "Too long" },
        { path: ["content"], message: "Content must be at least 10 characters" },
      ],
      expected: { title: "Title is required", content: "Content must be at least 10 characters" },
    },
    {
      name: "issues on other fields, or malformed ones, are left out",
      issues: [
        { path: ["authorId"], message: "No" },
        { path: "title", message: "No" },
        { message: "No" },
        null,
        "x",
      ],
      expected: {},
    },
  ])("$name", ({ issues, expected }) => {
    expect(serverFieldErrors(issues, fields)).toEqual(expected);
  });

  it("reads the issues of an API error", () => {
    const error = new ApiRequestError(400, "400: …", "validation_failed", "Invalid request", null, [
      { path: ["title"], message: "Title is required" },
    ]);
    expect(serverFieldErrors(error.issues, fields)).toEqual({ title: "Title is required" });
  });
});

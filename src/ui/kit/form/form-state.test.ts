import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../api";
import { ContactInputSchema } from "../../../lib/schemas/contact";
import { LoginInputSchema } from "../../../lib/schemas/auth";
import { NEW_EVENT_FORM, validateEventForm, type EventFormValues } from "../../schedule/coach/event-form";
import {
  allTouched,
  hasMessages,
  firstProblem,
  inputId,
  inScreenOrder,
  keyAfterRemoval,
  rowKey,
  runCheck,
  serverFieldErrors,
  shownError,
  withoutPlaced,
  type Check,
} from "./form-state";

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

  it("keeps the API's own field rules, e.g. for the contact form, as keys useForm says in the page's language", () => {
    const values = { name: "", email: "x", subject: "", message: "short", website: "" };
    expect(runCheck(ContactInputSchema, values, ["name", "email", "subject", "message"])).toEqual({
      ok: false,
      errors: {
        name: "nameRequired|Name is required",
        email: "emailInvalid|Please enter a valid email address",
        message: "messageTooShort?min=10|Message must be at least 10 characters long",
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

describe("a form with rows of keyed values", () => {
  type Team = { name: string; equipment: { key: string; name: string }[] };
  const keys = (values: Team) => [
    "name",
    ...values.equipment.map((_, index) => rowKey("equipment", index, "name")),
    "equipment",
  ];

  it.each([
    { name: "a list of fields as it is", order: ["name", "equipment"], expected: ["name", "equipment"] },
    {
      name: "a function of the values, the rows' inputs included",
      order: keys,
      expected: ["name", "equipment.0.name", "equipment.1.name", "equipment"],
    },
  ])("screen order: $name", ({ order, expected }) => {
    const values: Team = {
      name: "",
      equipment: [
        { key: "a", name: "" },
        { key: "b", name: "" },
      ],
    };
    expect(inScreenOrder(order, values)).toEqual(expected);
  });

  it.each([
    { list: "equipment", index: 2, field: "detail", key: "equipment.2.detail" },
    { list: "newPlayers", index: 0, field: "jerseyNumber", key: "newPlayers.0.jerseyNumber" },
  ])("names a row's input $key", ({ list, index, field, key }) => {
    expect(rowKey(list, index, field)).toBe(key);
  });

  it.each([
    { name: "the row that takes its place", index: 1, left: 2, key: "equipment.1.name" },
    { name: "the new last row after the last goes", index: 2, left: 2, key: "equipment.1.name" },
    { name: "the first row after the first goes", index: 0, left: 1, key: "equipment.0.name" },
    { name: "the list itself once no row is left", index: 0, left: 0, key: "equipment" },
  ])("after a removal the focus goes to $name", ({ index, left, key }) => {
    expect(keyAfterRemoval("equipment", index, left, "name")).toBe(key);
  });

  it.each([
    { form: "team", key: "equipment.2.detail", id: "team-equipment-2-detail" },
    { form: "season", key: "ages.min", id: "season-ages-min" },
    { form: "login", key: "email", id: "login-email" },
  ])("gives $key in $form the id $id", ({ form, key, id }) => {
    expect(inputId(form, key)).toBe(id);
  });

  it.each([
    {
      name: "an input's own message goes",
      key: "coach.email",
      expected: { "equipment.0.name": "Required", equipment: "List at least one item" },
    },
    {
      name: "a list's change takes its rows' messages too",
      key: "equipment",
      expected: { "coach.email": "Taken" },
    },
    {
      name: "a row's input takes only its own",
      key: "equipment.0.name",
      expected: { "coach.email": "Taken", equipment: "List at least one item" },
    },
    {
      name: "a key that only starts alike keeps its message",
      key: "equip",
      expected: {
        "coach.email": "Taken",
        "equipment.0.name": "Required",
        equipment: "List at least one item",
      },
    },
  ])("after a change: $name", ({ key, expected }) => {
    const placed = {
      "coach.email": "Taken",
      "equipment.0.name": "Required",
      equipment: "List at least one item",
    };
    expect(withoutPlaced(placed, key)).toEqual(expected);
  });

  it.each([
    { placed: {}, expected: false },
    { placed: { name: undefined }, expected: false },
    { placed: { "equipment.1.detail": "Required" }, expected: true },
  ])("hasMessages($placed) is $expected", ({ placed, expected }) => {
    expect(hasMessages(placed)).toBe(expected);
  });

  it("puts a server's issue on a row's input, and the focus on the first on screen", () => {
    const order = keys({
      name: "",
      equipment: [
        { key: "a", name: "" },
        { key: "b", name: "" },
      ],
    });
    const errors = serverFieldErrors(
      [
        { path: ["equipment"], message: "Too many" },
        { path: ["equipment", 1, "name"], message: "Required" },
      ],
      order,
    );
    expect(errors).toEqual({ equipment: "Too many", "equipment.1.name": "Required" });
    expect(firstProblem(order, errors, () => true)).toBe("equipment.1.name");
  });
});

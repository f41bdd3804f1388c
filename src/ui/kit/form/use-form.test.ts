/**
 * The hook and the fields as the server renders them (no DOM here): what a form shows before anyone
 * types, a form of fields and a form with rows of keyed values alike. What typing, leaving a field and sending do is covered by the rules in form-state.test.ts
 * and, in a browser, by the end-to-end tests of every form.
 */
import { createElement as h, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LoginInputSchema } from "../../../lib/schemas/auth";
import { Button } from "./Button";
import { SelectField, TextAreaField, TextField } from "./Field";
import Honeypot from "./Honeypot";
import TagList from "./TagList";
import { useForm, type Form } from "./use-form";
import { wordsFor } from "../../../i18n/words";
import { KitWordsProvider } from "../words";

type Login = { email: string; password: string };

/** Renders a form once and returns what `useForm` gave it. */
function rendered<V extends object, Out, K extends string>(
  options: Parameters<typeof useForm<V, Out, K>>[0],
): Form<V, Out, K> {
  let captured: Form<V, Out, K> | undefined;
  function Probe() {
    captured = useForm(options);
    return null;
  }
  renderToStaticMarkup(inEnglish(h(Probe)));
  if (!captured) throw new Error("the probe did not render");
  return captured;
}

const formOf = (options: Parameters<typeof useForm<Login, Login>>[0]) => rendered(options);

/** An element inside the kit's English words, as every island root puts its tree. */
const inEnglish = (element: ReactElement) =>
  h(KitWordsProvider, { words: wordsFor("en").kit, children: element });

const html = (element: ReactElement) => renderToStaticMarkup(inEnglish(element));

describe("useForm before anything is typed", () => {
  it.each([
    { name: "no schema yet", check: null, result: null, valid: false },
    {
      name: "empty values",
      check: LoginInputSchema,
      result: { ok: false, errors: { email: "Email is required", password: "Password is required" } },
      valid: false,
    },
  ])("$name", ({ check, result, valid }) => {
    const form = formOf({ initial: { email: "", password: "" }, check, fields: ["email", "password"] });
    expect(form.result).toEqual(result);
    expect(form.valid).toBe(valid);
    // Nothing touched: no message shows yet.
    expect(form.error("email")).toBeUndefined();
    expect(form.pending).toBeNull();
    expect(form.formError).toBeNull();
  });

  it("is valid with values that pass, and gives the checked body", () => {
    const form = formOf({
      initial: { email: " coach@example.com ", password: "x" },
      check: LoginInputSchema,
      fields: ["email", "password"],
    });
    expect(form.valid).toBe(true);
    expect(form.result).toEqual({ ok: true, input: { email: "coach@example.com", password: "x" } });
  });

  it("binds a field: its id, value and message", () => {
    const form = formOf({
      initial: { email: "a@b.c", password: "" },
      fields: ["email", "password"],
      id: "login",
    });
    const { onChange, onBlur, ...rest } = form.bind("email");
    expect(rest).toEqual({ id: "login-email", value: "a@b.c", error: undefined });
    expect(typeof onChange).toBe("function");
    expect(typeof onBlur).toBe("function");
  });

  it("makes ids of its own without one", () => {
    const form = formOf({ initial: { email: "", password: "" }, fields: ["email", "password"] });
    expect(form.fieldId("email")).toMatch(/-email$/);
    expect(form.fieldId("email")).not.toBe(form.fieldId("password"));
  });
});

describe("useForm with rows of keyed values", () => {
  type Row = { key: string; name: string; detail: string };
  type Team = { "coach.email": string; equipment: Row[] };
  const keys = (values: Team) => [
    "coach.email",
    ...values.equipment.flatMap((_, index) => [
      `equipment.${String(index)}.name`,
      `equipment.${String(index)}.detail`,
    ]),
    "equipment",
  ];
  const check = (values: Team) => {
    const errors: Record<string, string> = {};
    values.equipment.forEach((row, index) => {
      if (row.detail.trim() === "") errors[`equipment.${String(index)}.detail`] = "Required";
    });
    return Object.keys(errors).length > 0
      ? { ok: false as const, errors }
      : { ok: true as const, input: values.equipment.map(({ name, detail }) => ({ name, detail })) };
  };
  const team = (equipment: Row[]) =>
    rendered({ initial: { "coach.email": "coach@example.com", equipment }, check, fields: keys, id: "team" });

  it("checks the rows and keeps quiet until an input is touched", () => {
    const form = team([{ key: "a", name: "Ball", detail: " " }]);
    expect(form.result).toEqual({ ok: false, errors: { "equipment.0.detail": "Required" } });
    expect(form.valid).toBe(false);
    expect(form.error("equipment.0.detail")).toBeUndefined();
    expect(form.hasPlaced).toBe(false);
    expect(form.pending).toBeNull();
  });

  it("gives the checked body when every row passes", () => {
    const form = team([{ key: "a", name: "Ball", detail: "Size 4" }]);
    expect(form.result).toEqual({ ok: true, input: [{ name: "Ball", detail: "Size 4" }] });
    expect(form.valid).toBe(true);
  });

  it.each([
    { key: "coach.email", id: "team-coach-email" },
    { key: "equipment.0.detail", id: "team-equipment-0-detail" },
    { key: "equipment", id: "team-equipment" },
  ])("names the input $key $id", ({ key, id }) => {
    expect(team([]).fieldId(key)).toBe(id);
  });

  it("binds a text input named by a path", () => {
    const { onChange, onBlur, ...rest } = team([]).bind("coach.email");
    expect(rest).toEqual({ id: "team-coach-email", value: "coach@example.com", error: undefined });
    expect(typeof onChange).toBe("function");
    expect(typeof onBlur).toBe("function");
  });
});

describe("fields", () => {
  it.each([
    {
      name: "a required field with a hint",
      element: h(TextField, {
        id: "f",
        label: "Title",
        required: true,
        hint: "Short",
        value: "",
        onChange: () => undefined,
      }),
      has: [
        '<label for="f"',
        'aria-hidden="true"> *</span>',
        'aria-required="true"',
        'aria-describedby="f-hint"',
        'id="f-hint"',
      ],
      not: ["aria-invalid", "f-error"],
    },
    {
      name: "a field with a message",
      element: h(TextAreaField, {
        id: "f",
        label: "Content",
        error: "Too short",
        value: "",
        onChange: () => undefined,
      }),
      has: ['aria-invalid="true"', 'aria-describedby="f-error"', '<p id="f-error"', "Too short"],
      not: ["aria-required", "*"],
    },
    {
      name: "an optional field",
      element: h(TextField, {
        id: "f",
        label: "Phone",
        optional: true,
        value: "",
        onChange: () => undefined,
      }),
      has: ["Phone<span", "(optional)</span>"],
      not: ["aria-required", "aria-describedby"],
    },
    {
      name: "a select with a hint and a message",
      element: h(SelectField, {
        id: "f",
        label: "Type",
        hint: "Pick",
        error: "No",
        children: h("option", null, "Game"),
      }),
      has: ["<select", 'aria-describedby="f-hint f-error"', 'aria-invalid="true"'],
      not: [],
    },
  ])("$name", ({ element, has, not }) => {
    const markup = html(element);
    for (const part of has) expect(markup).toContain(part);
    for (const part of not) expect(markup).not.toContain(part);
  });

  it("takes the longest text from the caller (LIMITS)", () => {
    expect(
      html(h(TextField, { id: "f", label: "Title", maxLength: 200, value: "", onChange: () => undefined })),
    ).toContain('maxLength="200"');
  });
});

describe("a pending button", () => {
  it.each([
    { pending: false, says: "Save", busy: false },
    { pending: true, says: "Saving...", busy: true },
  ])("pending $pending says $says", ({ pending, says, busy }) => {
    const markup = html(h(Button, { type: "submit", pending, pendingLabel: "Saving..." }, "Save"));
    expect(markup).toContain(`>${says}</button>`);
    expect(markup.includes('disabled=""')).toBe(busy);
    expect(markup.includes('aria-busy="true"')).toBe(busy);
  });
});

describe("Honeypot", () => {
  it("is out of sight, out of the tab order and hidden from screen readers", () => {
    const markup = html(h(Honeypot, { id: "contact-website", value: "", onChange: () => undefined }));
    expect(markup).toContain('aria-hidden="true"');
    expect(markup).toContain('name="website"');
    expect(markup).toContain('tabindex="-1"');
    expect(markup).toContain('autoComplete="off"');
  });
});

describe("TagList", () => {
  it.each([
    { name: "no tags, no list", tags: [], expected: "" },
    {
      name: "chips, in the order given",
      tags: ["Weather", "Important"],
      expected:
        '<ul aria-label="Tags" class="flex flex-wrap gap-2"><li class="rounded-full bg-navy-50 font-medium text-navy-900 px-2.5 py-0.5 text-xs">Weather</li><li class="rounded-full bg-navy-50 font-medium text-navy-900 px-2.5 py-0.5 text-xs">Important</li></ul>',
    },
  ])("$name", ({ tags, expected }) => {
    expect(html(h(TagList, { tags }))).toBe(expected);
  });

  it("draws each tag with `children`, e.g. the editor's remove buttons", () => {
    const markup = html(
      h(TagList, {
        tags: ["Weather"],
        label: "Tags on this post",
        children: (tag: string) => h("button", null, tag),
      }),
    );
    expect(markup).toBe(
      '<ul aria-label="Tags on this post" class="flex flex-wrap gap-2"><li><button>Weather</button></li></ul>',
    );
  });
});

import { describe, expect, it } from "vitest";
import type { Team } from "../../../lib/schemas/seasons";
import { teamRecord } from "../../../../tests/support/seasons";
import {
  addRow,
  firstIssuePerPath,
  MAX_TEAM_ITEMS,
  parseCoordinate,
  pathKey,
  removeRow,
  TEAM_INPUT_GROUPS,
  teamFormKeys,
  teamToFormValues,
  updateRow,
  validateTeamForm,
  type ItemRow,
  type TeamFormValues,
} from "./team-form";
import { withSpanishHint } from "./SpecField";
import { SPANISH_HINT, SPANISH_MISSING_HINT } from "../../kit/coach/spanish-version";

const TEAM = teamRecord();

/** A row without a Spanish version, e.g. `row("a", "Ball", "Size 4")`. */
const row = (key: string, name: string, detail: string): ItemRow => ({
  key,
  name,
  detail,
  nameEs: "",
  detailEs: "",
});

const form = (changes: Partial<TeamFormValues> = {}): TeamFormValues => ({
  ...teamToFormValues(TEAM),
  ...changes,
});

const input = (team: Team) => {
  const copy: Partial<Team> = { ...team };
  delete copy.updatedAt;
  return copy;
};

describe("teamToFormValues and validateTeamForm", () => {
  it("gives back the team as it was: the form's round trip changes nothing", () => {
    expect(validateTeamForm(form())).toEqual({ ok: true, input: input(TEAM) });
  });

  it("fills every input, coordinates as text and the lists as keyed rows", () => {
    const values = form();
    expect(values["coach.email"]).toBe("coach@example.com");
    expect(values["field.coordinates.latitude"]).toBe("29.9891");
    expect(values["field.coordinates.longitude"]).toBe("-97.8772");
    const none = { nameEs: "", detailEs: "" };
    expect(values.equipment).toEqual([
      { key: "equipment-0", name: "Soccer ball", detail: "Size 4", ...none },
      { key: "equipment-1", name: "Shin guards", detail: "Mandatory for practices and games", ...none },
      { key: "equipment-2", name: "Water bottle", detail: "Labelled with your player's name", ...none },
    ]);
    expect(new Set(values.equipment.map((row) => row.key)).size).toBe(3);
  });

  it("trims the text and reads coordinates as numbers", () => {
    const result = validateTeamForm(
      form({
        name: "  Hays Lightning ",
        "coach.email": " coach@example.com ",
        "field.coordinates.latitude": " 30.1 ",
        "field.coordinates.longitude": "-97",
      }),
    );
    expect(result).toMatchObject({
      ok: true,
      input: { name: "Hays Lightning", field: { coordinates: { latitude: 30.1, longitude: -97 } } },
    });
  });

  // [name, change, the input named, its message]
  it.each<[string, Partial<TeamFormValues>, string, string]>([
    ["no team name", { name: " " }, "name", "Team name is required"],
    ["a malformed email", { "coach.email": "coach@" }, "coach.email", "Please enter a valid email address"],
    [
      "no latitude",
      { "field.coordinates.latitude": "" },
      "field.coordinates.latitude",
      "Latitude is required",
    ],
    [
      "a latitude that is not a number",
      { "field.coordinates.latitude": "29,98" },
      "field.coordinates.latitude",
      "Enter a number such as 29.9891",
    ],
    [
      "a latitude out of range",
      { "field.coordinates.latitude": "95" },
      "field.coordinates.latitude",
      "Latitude is -90 to 90",
    ],
    [
      "a longitude out of range",
      { "field.coordinates.longitude": "-181" },
      "field.coordinates.longitude",
      "Longitude is -180 to 180",
    ],
    [
      "a league link without https",
      { "leagueLinks.info.url": "example.org" },
      "leagueLinks.info.url",
      "Use a web address starting with https://",
    ],
  ])("names the input: %s", (_, change, key, message) => {
    const result = validateTeamForm(form(change));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[key]).toBe(message);
  });

  it("puts a row's problem on that row's input", () => {
    const equipment: ItemRow[] = [
      row("a", "Soccer ball", "Size 4"),
      row("b", "Shin guards", "Mandatory"),
      row("c", "Water bottle", "  "),
    ];
    const result = validateTeamForm(form({ equipment }));
    expect(result).toEqual({ ok: false, errors: { "equipment.2.detail": "Required" } });
  });

  it("asks for at least one item and one value", () => {
    const result = validateTeamForm(form({ equipment: [], values: [] }));
    expect(result).toEqual({
      ok: false,
      errors: { equipment: "List at least one item", values: "List at least one value" },
    });
  });
});

describe("rows", () => {
  const rows: ItemRow[] = [row("a", "Ball", "Size 4"), row("b", "Cleats", "Soccer only")];

  it("adds an empty row at the end, up to the limit", () => {
    expect(addRow(rows, "c")).toEqual([...rows, row("c", "", "")]);
    const full = Array.from({ length: MAX_TEAM_ITEMS }, (_, index) => row(String(index), "x", "y"));
    expect(addRow(full, "new")).toHaveLength(MAX_TEAM_ITEMS);
  });

  it("removes a row by its key, and changes one in place", () => {
    expect(removeRow(rows, "a")).toEqual([rows[1]]);
    expect(removeRow(rows, "missing")).toEqual(rows);
    expect(updateRow(rows, "b", { detail: "Molded studs" })).toEqual([
      rows[0],
      row("b", "Cleats", "Molded studs"),
    ]);
    expect(updateRow(rows, "a", { nameEs: "Balón" })).toEqual([
      { ...row("a", "Ball", "Size 4"), nameEs: "Balón" },
      rows[1],
    ]);
  });

  it("lists every input in screen order, the rows' included", () => {
    const keys = teamFormKeys(form());
    expect(keys.slice(0, 6)).toEqual(["name", "shortName", "town", "tagline", "taglineEs", "coach.name"]);
    // As the coach's group shows them: the bio, a text area across both columns, last.
    expect(keys.slice(5, 9)).toEqual(["coach.name", "coach.phone", "coach.email", "coach.bio"]);
    expect(keys.slice(-10)).toEqual([
      "equipment.2.name",
      "equipment.2.nameEs",
      "equipment.2.detail",
      "equipment.2.detailEs",
      "equipment",
      "values.0.name",
      "values.0.nameEs",
      "values.0.detail",
      "values.0.detailEs",
      "values",
    ]);
  });
});

describe("the Spanish versions", () => {
  it("fill their inputs and go back as typed, trimmed, a blank one as none", () => {
    const team = teamRecord({
      taglineEs: "Pies rápidos",
      equipment: [{ name: "Soccer ball", detail: "Size 4", nameEs: "Balón", detailEs: null }],
    });
    const values = teamToFormValues(team);
    expect(values.taglineEs).toBe("Pies rápidos");
    expect(values.equipment).toEqual([{ ...row("equipment-0", "Soccer ball", "Size 4"), nameEs: "Balón" }]);
    expect(validateTeamForm(values)).toEqual({ ok: true, input: input(team) });
    const edited = validateTeamForm({
      ...values,
      taglineEs: "  ",
      equipment: [{ ...row("e", "Soccer ball", "Size 4"), nameEs: " Balón ", detailEs: "Tamaño 4" }],
    });
    expect(edited).toMatchObject({
      ok: true,
      input: { taglineEs: null, equipment: [{ nameEs: "Balón", detailEs: "Tamaño 4" }] },
    });
  });

  it.each([
    { case: "a Spanish tagline", change: { taglineEs: "x".repeat(201) }, key: "taglineEs" },
    {
      case: "a Spanish item name",
      change: { equipment: [{ ...row("e", "Ball", "Size 4"), nameEs: "x".repeat(61) }] },
      key: "equipment.0.nameEs",
    },
    {
      case: "a Spanish value's detail",
      change: { values: [{ ...row("v", "Fun", "Smile"), detailEs: "x".repeat(301) }] },
      key: "values.0.detailEs",
    },
  ])("puts the message of $case too long under its input", ({ change, key }) => {
    const result = validateTeamForm(form(change));
    expect(result.ok ? [] : Object.keys(result.errors)).toEqual([key]);
  });

  it.each([
    { case: "English without Spanish", values: { tagline: "Fast feet", taglineEs: "" }, missing: true },
    { case: "both", values: { tagline: "Fast feet", taglineEs: "Pies rápidos" }, missing: false },
    { case: "neither", values: { tagline: "", taglineEs: "" }, missing: false },
  ])("the Spanish tagline's hint with $case", ({ values, missing }) => {
    const spec = TEAM_INPUT_GROUPS.flatMap((group) => group.inputs).find((each) => each.key === "taglineEs");
    if (!spec) throw new Error("The team form has a Spanish tagline");
    const shown = withSpanishHint(spec, { ...form(), ...values });
    expect(shown.optional).toBe(true);
    expect(shown.hint).toBe(missing ? SPANISH_MISSING_HINT : SPANISH_HINT);
  });
});

describe("the inputs on screen", () => {
  it("draws every text input of the form once", () => {
    const drawn = TEAM_INPUT_GROUPS.flatMap((group) => group.inputs.map((input) => input.key));
    const texts = Object.keys(form()).filter((key) => key !== "equipment" && key !== "values");
    expect([...drawn].sort()).toEqual(texts.sort());
  });
});

describe("parseCoordinate", () => {
  it.each([
    { text: "29.9891", expected: 29.9891 },
    { text: " -97.8772 ", expected: -97.8772 },
    { text: "+30", expected: 30 },
    { text: ".5", expected: 0.5 },
    { text: "", expected: null },
    { text: "29,98", expected: null },
    { text: "1e3", expected: null },
    { text: "north", expected: null },
  ])("$text → $expected", ({ text, expected }) => {
    expect(parseCoordinate(text)).toBe(expected);
  });
});

describe("the server's issues", () => {
  it("keys each by its path, the first message of a path only", () => {
    expect(pathKey(["equipment", 2, "detail"])).toBe("equipment.2.detail");
    expect(
      firstIssuePerPath([
        { path: ["coach", "email"], message: "Please enter a valid email address" },
        { path: ["coach", "email"], message: "Too long" },
        { path: ["equipment", 2, "detail"], message: "Required" },
      ]),
    ).toEqual({ "coach.email": "Please enter a valid email address", "equipment.2.detail": "Required" });
  });

  it("leaves out anything that is not an issue", () => {
    expect(firstIssuePerPath(undefined)).toEqual({});
    expect(firstIssuePerPath({ path: ["name"], message: "x" })).toEqual({});
    expect(firstIssuePerPath([null, "x", { path: "name", message: "x" }, { path: ["name"] }])).toEqual({});
  });
});

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

const TEAM = teamRecord();

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
    expect(values.equipment).toEqual([
      { key: "equipment-0", name: "Soccer ball", detail: "Size 4" },
      { key: "equipment-1", name: "Shin guards", detail: "Mandatory for practices and games" },
      { key: "equipment-2", name: "Water bottle", detail: "Labelled with your player's name" },
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
      { key: "a", name: "Soccer ball", detail: "Size 4" },
      { key: "b", name: "Shin guards", detail: "Mandatory" },
      { key: "c", name: "Water bottle", detail: "  " },
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
  const rows: ItemRow[] = [
    { key: "a", name: "Ball", detail: "Size 4" },
    { key: "b", name: "Cleats", detail: "Soccer only" },
  ];

  it("adds an empty row at the end, up to the limit", () => {
    expect(addRow(rows, "c")).toEqual([...rows, { key: "c", name: "", detail: "" }]);
    const full = Array.from({ length: MAX_TEAM_ITEMS }, (_, index) => ({
      key: String(index),
      name: "x",
      detail: "y",
    }));
    expect(addRow(full, "new")).toHaveLength(MAX_TEAM_ITEMS);
  });

  it("removes a row by its key, and changes one in place", () => {
    expect(removeRow(rows, "a")).toEqual([rows[1]]);
    expect(removeRow(rows, "missing")).toEqual(rows);
    expect(updateRow(rows, "b", { detail: "Molded studs" })).toEqual([
      rows[0],
      { key: "b", name: "Cleats", detail: "Molded studs" },
    ]);
  });

  it("lists every input in screen order, the rows' included", () => {
    const keys = teamFormKeys(form());
    expect(keys.slice(0, 5)).toEqual(["name", "shortName", "town", "tagline", "coach.name"]);
    // As the coach's group shows them: the bio, a text area across both columns, last.
    expect(keys.slice(4, 8)).toEqual(["coach.name", "coach.phone", "coach.email", "coach.bio"]);
    expect(keys.slice(-10)).toEqual([
      "equipment.0.name",
      "equipment.0.detail",
      "equipment.1.name",
      "equipment.1.detail",
      "equipment.2.name",
      "equipment.2.detail",
      "equipment",
      "values.0.name",
      "values.0.detail",
      "values",
    ]);
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

/**
 * The coach's team form (the team's lasting facts: name, coach, home field, league links,
 * equipment and values): the team record as the inputs hold it, checked with the shared schema,
 * and the body of `PUT /api/team`. Each input is named by the path the API's `issues` use, joined
 * with dots (`"coach.email"`, `"equipment.2.detail"`), so the server's words land on the input that
 * caused them. Pure.
 */
import { LIMITS } from "../../../lib/constants";
import { TeamInputSchema, type Team, type TeamInput } from "../../../lib/schemas/seasons";
import type { FieldErrors } from "../../kit/form/form-errors";
import { rowKey } from "../../kit/form/form-state";
import type { InputSpec } from "./SpecField";

/**
 * One row of the equipment or values list, e.g. `{ key: "r1", name: "Shin guards", detail:
 * "Mandatory", nameEs: "Espinilleras", detailEs: "" }`; an empty Spanish input is no version.
 */
export interface ItemRow {
  /** Stays with the row while rows above it come and go (React's key, and the inputs' ids). */
  key: string;
  name: string;
  detail: string;
  nameEs: string;
  detailEs: string;
}

/** A row's inputs, in screen order: each English one, then its Spanish version. */
export const ROW_FIELDS = ["name", "nameEs", "detail", "detailEs"] as const;
export type RowField = (typeof ROW_FIELDS)[number];

/** The team form's inputs, named by their API path; coordinates are the text typed. */
export interface TeamFormValues {
  name: string;
  shortName: string;
  town: string;
  tagline: string;
  /** The tagline's Spanish version; empty for none. */
  taglineEs: string;
  "coach.name": string;
  "coach.bio": string;
  "coach.phone": string;
  "coach.email": string;
  "field.name": string;
  "field.address": string;
  "field.field": string;
  "field.directions": string;
  "field.coordinates.latitude": string;
  "field.coordinates.longitude": string;
  "leagueLinks.info.label": string;
  "leagueLinks.info.url": string;
  "leagueLinks.contacts.label": string;
  "leagueLinks.contacts.url": string;
  equipment: ItemRow[];
  values: ItemRow[];
}

/** The two editable lists. */
export type TeamList = "equipment" | "values";
/** The inputs that hold one line of text. */
export type TeamTextField = Exclude<keyof TeamFormValues, TeamList>;

/** What a check found: the request body, or one message per input (by its path). */
export type CheckResult<Out> = { ok: true; input: Out } | { ok: false; errors: FieldErrors<string> };

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

const isIssue = (value: unknown): value is Issue =>
  typeof value === "object" &&
  value !== null &&
  Array.isArray((value as Issue).path) &&
  typeof (value as Issue).message === "string";

/** An API or schema path as one key, e.g. `["equipment", 2, "detail"]` → `"equipment.2.detail"`. */
export const pathKey = (path: readonly PropertyKey[]): string => path.map((part) => String(part)).join(".");

/**
 * The first message for each path, e.g. `{ "coach.email": "Please enter a valid email address" }`.
 * `issues` may be anything (an API answer's, unchecked): only `{ path, message }` items count.
 */
export function firstIssuePerPath(issues: unknown): FieldErrors<string> {
  const errors: FieldErrors<string> = {};
  if (!Array.isArray(issues)) return errors;
  for (const issue of issues) {
    if (!isIssue(issue)) continue;
    errors[pathKey(issue.path)] ??= issue.message;
  }
  return errors;
}

/** A list's rows from the team record: each gets a key of its own. */
const toRows = (items: Team[TeamList], list: TeamList): ItemRow[] =>
  items.map((item, index) => ({
    key: `${list}-${String(index)}`,
    name: item.name,
    detail: item.detail,
    nameEs: item.nameEs ?? "",
    detailEs: item.detailEs ?? "",
  }));

/** The form filled with the team record as stored. */
export function teamToFormValues(team: Team): TeamFormValues {
  return {
    name: team.name,
    shortName: team.shortName,
    town: team.town,
    tagline: team.tagline,
    taglineEs: team.taglineEs ?? "",
    "coach.name": team.coach.name,
    "coach.bio": team.coach.bio,
    "coach.phone": team.coach.phone,
    "coach.email": team.coach.email,
    "field.name": team.field.name,
    "field.address": team.field.address,
    "field.field": team.field.field,
    "field.directions": team.field.directions,
    "field.coordinates.latitude": String(team.field.coordinates.latitude),
    "field.coordinates.longitude": String(team.field.coordinates.longitude),
    "leagueLinks.info.label": team.leagueLinks.info.label,
    "leagueLinks.info.url": team.leagueLinks.info.url,
    "leagueLinks.contacts.label": team.leagueLinks.contacts.label,
    "leagueLinks.contacts.url": team.leagueLinks.contacts.url,
    equipment: toRows(team.equipment, "equipment"),
    values: toRows(team.values, "values"),
  };
}

/** The longest a list may be, e.g. 20 items of equipment. */
export const MAX_TEAM_ITEMS = LIMITS.teamItems;

/**
 * The list with an empty row at the end, keyed `key`; the list as it was when it is full.
 * `key` must be new to the form, e.g. from a counter.
 */
export function addRow(rows: readonly ItemRow[], key: string): ItemRow[] {
  return rows.length >= MAX_TEAM_ITEMS
    ? [...rows]
    : [...rows, { key, name: "", detail: "", nameEs: "", detailEs: "" }];
}

/** The list without the row keyed `key`. */
export const removeRow = (rows: readonly ItemRow[], key: string): ItemRow[] =>
  rows.filter((row) => row.key !== key);

/** The list with one row changed, e.g. `updateRow(rows, "r1", { detail: "Size 4" })`. */
export const updateRow = (
  rows: readonly ItemRow[],
  key: string,
  change: Partial<Pick<ItemRow, RowField>>,
): ItemRow[] => rows.map((row) => (row.key === key ? { ...row, ...change } : row));

/**
 * A coordinate as typed, e.g. `"29.9891"` → 29.9891; `"−97,8772"`-style typos are not guessed at:
 * anything but a plain decimal number is null.
 */
export function parseCoordinate(text: string): number | null {
  const trimmed = text.trim();
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return null;
  return Number(trimmed);
}

const COORDINATES = [
  ["field.coordinates.latitude", "Latitude", "29.9891"],
  ["field.coordinates.longitude", "Longitude", "-97.8772"],
] as const;

/** A text input of the team form as the coach sees it; every one is required. */
export type TeamInputSpec = InputSpec<TeamTextField>;

const LEAGUE_LINKS = [
  ["info", "Information"],
  ["contacts", "Contacts"],
] as const;

/** The team form's text inputs by group, in screen order. */
export const TEAM_INPUT_GROUPS: readonly { legend: string; inputs: readonly TeamInputSpec[] }[] = [
  {
    legend: "Team",
    inputs: [
      { key: "name", label: "Team name", maxLength: LIMITS.name },
      { key: "shortName", label: "Short name", maxLength: LIMITS.teamShortName, hint: "e.g. Lightning" },
      // Across the row, so the tagline and its Spanish version stand side by side under it.
      { key: "town", label: "Town", maxLength: LIMITS.name, wide: true },
      { key: "tagline", label: "Tagline", maxLength: LIMITS.title },
      { key: "taglineEs", label: "Tagline in Spanish", maxLength: LIMITS.title, spanishOf: "tagline" },
    ],
  },
  {
    legend: "Coach",
    inputs: [
      { key: "coach.name", label: "Coach's name", maxLength: LIMITS.name },
      { key: "coach.phone", label: "Phone", type: "tel", autoComplete: "tel", maxLength: LIMITS.phone },
      { key: "coach.email", label: "Email", type: "email", autoComplete: "email", maxLength: LIMITS.email },
      { key: "coach.bio", label: "Bio", rows: 4, wide: true, maxLength: LIMITS.teamText },
    ],
  },
  {
    legend: "Home field",
    inputs: [
      { key: "field.name", label: "Place", maxLength: LIMITS.name, hint: "e.g. Hays Youth Sports Complex" },
      { key: "field.field", label: "Field", maxLength: LIMITS.name, hint: "e.g. Field 5 West" },
      { key: "field.address", label: "Address", maxLength: LIMITS.location, wide: true },
      { key: "field.directions", label: "Directions", rows: 3, wide: true, maxLength: LIMITS.teamText },
      {
        key: "field.coordinates.latitude",
        label: "Latitude",
        inputMode: "decimal",
        hint: "For the map, e.g. 29.9891",
      },
      {
        key: "field.coordinates.longitude",
        label: "Longitude",
        inputMode: "decimal",
        hint: "West is negative, e.g. -97.8772",
      },
    ],
  },
  {
    legend: "League links",
    inputs: LEAGUE_LINKS.flatMap(([link, name]): TeamInputSpec[] => [
      { key: `leagueLinks.${link}.label`, label: `${name} link text`, maxLength: LIMITS.name },
      {
        key: `leagueLinks.${link}.url`,
        label: `${name} address`,
        type: "url",
        hint: "Starting with https://",
      },
    ]),
  },
];

/** Every input's key in screen order, the rows' included, e.g. for moving the focus to the first problem. */
export function teamFormKeys(values: TeamFormValues): string[] {
  const rowKeys = (list: TeamList) => [
    ...values[list].flatMap((_, index) => ROW_FIELDS.map((field) => rowKey(list, index, field))),
    list,
  ];
  return [
    ...TEAM_INPUT_GROUPS.flatMap((group) => group.inputs.map((input) => input.key)),
    ...rowKeys("equipment"),
    ...rowKeys("values"),
  ];
}

/**
 * Checks the form and builds the body of `PUT /api/team`, trimmed, coordinates as numbers, e.g.
 * `{ name: "Hays Lightning", coach: { email: "coach@example.com", … }, equipment: [{ name, detail }], … }`.
 */
export function validateTeamForm(values: TeamFormValues): CheckResult<TeamInput> {
  const own: FieldErrors<string> = {};
  const coordinates: Record<"latitude" | "longitude", number> = { latitude: 0, longitude: 0 };
  for (const [key, label, example] of COORDINATES) {
    const text = values[key].trim();
    const value = parseCoordinate(text);
    const part = key === "field.coordinates.latitude" ? "latitude" : "longitude";
    if (text === "") own[key] = `${label} is required`;
    else if (value === null) own[key] = `Enter a number such as ${example}`;
    else coordinates[part] = value;
  }
  const items = (rows: readonly ItemRow[]) =>
    rows.map(({ name, detail, nameEs, detailEs }) => ({ name, detail, nameEs, detailEs }));
  const parsed = TeamInputSchema.safeParse({
    name: values.name,
    shortName: values.shortName,
    town: values.town,
    tagline: values.tagline,
    taglineEs: values.taglineEs,
    coach: {
      name: values["coach.name"],
      bio: values["coach.bio"],
      phone: values["coach.phone"],
      email: values["coach.email"].trim(),
    },
    field: {
      name: values["field.name"],
      address: values["field.address"],
      field: values["field.field"],
      directions: values["field.directions"],
      coordinates,
    },
    leagueLinks: {
      info: { label: values["leagueLinks.info.label"], url: values["leagueLinks.info.url"].trim() },
      contacts: {
        label: values["leagueLinks.contacts.label"],
        url: values["leagueLinks.contacts.url"].trim(),
      },
    },
    equipment: items(values.equipment),
    values: items(values.values),
  });
  const errors: FieldErrors<string> = {
    ...(parsed.success ? {} : firstIssuePerPath(parsed.error.issues)),
    ...own,
  };
  if (!parsed.success || Object.keys(own).length > 0) return { ok: false, errors };
  return { ok: true, input: parsed.data };
}

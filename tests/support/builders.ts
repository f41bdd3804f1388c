/** Builders of valid request bodies and records; each test overrides only what it is about. */
import { AS_PLANNED } from "../../src/lib/domain/events";
import type * as z from "zod/mini";
import type { Event } from "../../src/lib/schemas/events";
import type { GroupMeGroup } from "../../src/lib/schemas/groupme";
import type { ContactInputSchema, ContactMessage } from "../../src/lib/schemas/contact";
import type { EventInputSchema } from "../../src/lib/schemas/events";
import type { PlayerInputSchema } from "../../src/lib/schemas/players";
import type { PostInputSchema } from "../../src/lib/schemas/posts";
import type { SnackSignupInputSchema } from "../../src/lib/schemas/snacks";

type Body<S extends z.ZodMiniType> = z.input<S>;

export const buildEventInput = (overrides: Partial<Body<typeof EventInputSchema>> = {}) => ({
  title: "Scrimmage vs Buda Blaze",
  type: "game" as const,
  date: "2025-10-30T23:30:00.000Z",
  endDate: "2025-10-31T00:45:00.000Z",
  location: "Field 5 West",
  opponent: "Buda Blaze",
  notes: "Bring both jerseys",
  ...overrides,
});

export const buildPostInput = (overrides: Partial<Body<typeof PostInputSchema>> = {}) => ({
  title: "Picture day moved",
  content: "Picture day is now on Saturday before the game. Wear the home jersey.",
  excerpt: "",
  status: "published" as const,
  authorId: "coach",
  tags: ["Important"],
  ...overrides,
});

export const buildPlayerInput = (overrides: Partial<Body<typeof PlayerInputSchema>> = {}) => ({
  firstName: "Avery",
  lastName: "Lopez",
  jerseyNumber: null,
  position: "Defender" as const,
  parentId: "Jordan Lopez · (512) 555-0199 · jordan.lopez@example.com",
  ...overrides,
});

/**
 * A name for parent number `index` that passes the name rule (no digits): `parentName(7)` →
 * `"Aah Parent"`, which the public sees as "Aah P.".
 */
export function parentName(index: number): string {
  const letters = [26 * 26, 26, 1].map((unit) => String.fromCharCode(97 + (Math.floor(index / unit) % 26)));
  return `${letters.join("").replace(/^./, (first) => first.toUpperCase())} Parent`;
}

/** How the public sees `parentName(index)`: `"Aah P."`. */
export const publicParentName = (index: number) => `${parentName(index).split(" ")[0] ?? ""} P.`;

export const buildSignup = (overrides: Partial<Body<typeof SnackSignupInputSchema>> = {}) => ({
  parentName: "Sam Rivera",
  parentEmail: "sam.rivera@example.com",
  parentPhone: "(512) 555-0142",
  ...overrides,
});

export const buildContactInput = (overrides: Partial<Body<typeof ContactInputSchema>> = {}) => ({
  name: "Jordan Lopez",
  email: "jordan.lopez@example.com",
  subject: "Carpool",
  message: "Can Avery ride with the Garcias on Thursday?",
  ...overrides,
});

/** A contact message as the store keeps it: `buildContactInput()`'s, without a subject, on the season's Monday. */
export const buildContactMessage = (overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  id: "contact-1",
  name: "Jordan Lopez",
  email: "jordan.lopez@example.com",
  subject: null,
  message: "Can Avery ride with the Garcias on Thursday?",
  createdAt: "2025-09-15T17:00:00.000Z",
  ...overrides,
});

/** A stored event as the store holds it, by default Saturday 20 Sep 2025's game at 9:00 AM in Kyle. */
export const buildEvent = (overrides: Partial<Event> = {}): Event => ({
  id: "game-2025-09-20",
  title: "Game vs Buda Blaze",
  type: "game",
  date: "2025-09-20T14:00:00.000Z",
  endDate: "2025-09-20T15:00:00.000Z",
  location: "Field 5 West",
  opponent: "Buda Blaze",
  notes: null,
  notesEs: null,
  snackParentId: null,
  ...AS_PLANNED,
  sequence: 0,
  seasonId: "fall-2025",
  createdAt: "2025-08-01T00:00:00.000Z",
  updatedAt: "2025-08-01T00:00:00.000Z",
  ...overrides,
});

/** A GroupMe group as `GET /api/groupme/groups` lists it, by default the parents' group with no bots. */
export const buildGroupMeGroup = (overrides: Partial<GroupMeGroup> = {}): GroupMeGroup => ({
  id: "g1",
  name: "Lightning U10 Parents",
  description: null,
  members_count: 14,
  bots: [],
  ...overrides,
});

/** A bot of a GroupMe group, e.g. `buildGroupMeBot("b1")` is named "Bot b1". */
export const buildGroupMeBot = (id: string, name = `Bot ${id}`) => ({ bot_id: id, name });

/** Builders of valid request bodies; each test overrides only what it is about. */
import type * as z from "zod/mini";
import type {
  ContactInputSchema,
  EventInputSchema,
  PlayerInputSchema,
  PostInputSchema,
  SnackSignupInputSchema,
} from "../../src/lib/schemas";

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

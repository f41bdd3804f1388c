/** The contact form (public send, coach list), the parents list, and the coach-only chat messages. */
import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { ChatMessageSchema, ContactMessageSchema } from "../../../src/lib/schemas/records";
import { ChatCountSchema, ContactReceiptSchema } from "../../../src/lib/schemas/responses";
import { asCoach, fn, send, useCoachPerTest } from "../../support/api";
import { buildContactInput } from "../../support/builders";
import { call } from "../../support/call";
import { useSeasonClock } from "../../support/env";

useSeasonClock();
const coach = useCoachPerTest();

const sendContact = (body: unknown, ip?: string) =>
  call(fn("contact"), "/api/contact", send("POST", body), ip === undefined ? {} : { ip });
const contactMessages = async () =>
  z.array(ContactMessageSchema).parse((await call(fn("contact"), "/api/contact", asCoach(coach()))).body);

describe("POST /api/contact", () => {
  it("keeps the message for the coach and answers 201 with only its id and time", async () => {
    const { status, body } = await sendContact(buildContactInput({ subject: "" }));
    expect(status).toBe(201);
    const receipt = ContactReceiptSchema.parse(body);
    expect(Object.keys(body as object).sort()).toEqual(["createdAt", "id"]);
    expect(await contactMessages()).toEqual([
      {
        id: receipt.id,
        name: "Jordan Lopez",
        email: "jordan.lopez@example.com",
        subject: null,
        message: "Can Avery ride with the Garcias on Thursday?",
        createdAt: "2025-09-15T17:00:00.000Z",
      },
    ]);
  });

  it.each([
    { case: "no name", body: buildContactInput({ name: " " }), message: "Name is required" },
    {
      case: "a bad email",
      body: buildContactInput({ email: "jordan@" }),
      message: "Please enter a valid email address",
    },
    {
      case: "a short message",
      body: buildContactInput({ message: "Hi coach" }),
      message: "Message must be at least 10 characters long",
    },
  ])("refuses $case with the form's message and keeps nothing", async ({ body, message }) => {
    const { status, body: answer } = await sendContact(body);
    expect(status).toBe(400);
    expect(JSON.stringify(answer)).toContain(message);
    expect(await contactMessages()).toEqual([]);
  });

  it("gives the list to the coach only", async () => {
    expect((await call(fn("contact"), "/api/contact")).status).toBe(401);
  });
});

describe("GET /api/users", () => {
  it("is empty before anyone has signed up", async () => {
    expect((await call(fn("users"), "/api/users")).body).toEqual([]);
    expect((await call(fn("users"), "/api/users", asCoach(coach()))).body).toEqual([]);
  });
});

describe("/api/messages", () => {
  const post = (body: unknown, cookie = coach()) =>
    call(fn("messages"), "/api/messages", send("POST", body, cookie));
  const get = (query = "") => call(fn("messages"), `/api/messages${query}`, asCoach(coach()));

  it("lets the coach post to a channel, list a channel and count them all", async () => {
    const created = await post({
      content: "  Carpool from the library?  ",
      channel: "rides",
      authorId: "coach",
    });
    expect(created.status).toBe(201);
    expect(ChatMessageSchema.parse(created.body).content).toBe("Carpool from the library?");
    await post({ content: "Bring water", channel: "general", authorId: "coach" });
    const rides = z.array(ChatMessageSchema).parse((await get("?channel=rides")).body);
    expect(rides.map((message) => message.content)).toEqual(["Carpool from the library?"]);
    expect(ChatCountSchema.parse((await get()).body)).toEqual({
      count: 2,
      byChannel: { general: 1, practice: 0, rides: 1 },
    });
  });

  it("refuses an unknown channel and ignores other query parameters (a cache-buster)", async () => {
    expect((await get("?channel=random")).status).toBe(400);
    const counted = await get("?_=1758000000");
    expect(counted.status).toBe(200);
    expect(ChatCountSchema.parse(counted.body).count).toBe(0);
  });

  it("refuses an empty message and an unknown channel", async () => {
    expect((await post({ content: "   ", channel: "general", authorId: "coach" })).status).toBe(400);
    expect((await post({ content: "Hi", channel: "random", authorId: "coach" })).status).toBe(400);
  });

  it("is closed to parents", async () => {
    expect((await call(fn("messages"), "/api/messages?channel=general")).status).toBe(401);
    expect(
      (
        await call(
          fn("messages"),
          "/api/messages",
          send("POST", { content: "x", channel: "general", authorId: "p" }),
        )
      ).status,
    ).toBe(401);
  });
});

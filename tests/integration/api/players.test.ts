/** Players: the public roster with initials, the coach's full roster, create/edit/delete. */
import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { PlayerSchema, PublicPlayerSchema } from "../../../src/lib/schemas/players";
import { asCoach, fn, send, useCoachPerTest } from "../../support/api";
import { buildPlayerInput } from "../../support/builders";
import { call } from "../../support/call";
import { useSeasonClock } from "../../support/env";

useSeasonClock();
const coach = useCoachPerTest();

const roster = async () =>
  z.array(PlayerSchema).parse((await call(fn("players"), "/api/players?view=coach", asCoach(coach()))).body);
const createPlayer = (body: unknown) => call(fn("players"), "/api/players", send("POST", body, coach()));
const updatePlayer = (id: string, body: unknown) =>
  call(fn("players-id"), `/api/players/${id}`, send("PUT", body, coach()), { params: { id } });

describe("GET /api/players", () => {
  it("gives anyone the roster in order with last initials and no parent contact", async () => {
    const { status, body, headers } = await call(fn("players"), "/api/players");
    expect(status).toBe(200);
    const players = z.array(z.strictObject(PublicPlayerSchema.shape)).parse(body);
    expect(players).toHaveLength(11);
    const numbers = players.map((player) => player.jerseyNumber).filter((n) => n !== null);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(players.at(-1)?.jerseyNumber).toBeNull();
    expect(players.every((player) => player.lastName === null || /^\S\.$/u.test(player.lastName))).toBe(true);
    expect(headers.get("Netlify-Vary")).toBe("query=view");
  });

  it("gives the coach full names and parent contact, not cached", async () => {
    const { headers } = await call(fn("players"), "/api/players", asCoach(coach()));
    expect(headers.get("Cache-Control")).toBe("no-store");
    const players = await roster();
    expect(players.some((player) => (player.lastName?.length ?? 0) > 2)).toBe(true);
    expect(players.some((player) => player.parentId !== null)).toBe(true);
  });
});

describe("POST /api/players", () => {
  it("adds a player and stores empty optional fields as null", async () => {
    const { status, body } = await createPlayer({
      firstName: " Noor ",
      lastName: "",
      jerseyNumber: null,
      parentId: "  ",
    });
    expect(status).toBe(201);
    expect(PlayerSchema.parse(body)).toMatchObject({
      firstName: "Noor",
      lastName: null,
      jerseyNumber: null,
      position: null,
      parentId: null,
    });
    expect(await roster()).toHaveLength(12);
  });

  it.each([
    { case: "no first name", body: buildPlayerInput({ firstName: "" }), message: "First name is required" },
    {
      case: "jersey 0",
      body: buildPlayerInput({ jerseyNumber: 0 }),
      message: "Jersey number must be between 1 and 99",
    },
    {
      case: "jersey 100",
      body: buildPlayerInput({ jerseyNumber: 100 }),
      message: "Jersey number must be between 1 and 99",
    },
    { case: "a fractional jersey", body: buildPlayerInput({ jerseyNumber: 7.5 }), message: "whole number" },
    { case: "an unknown position", body: { ...buildPlayerInput(), position: "Striker" }, message: "" },
  ])("refuses $case", async ({ body, message }) => {
    const { status, body: answer } = await createPlayer(body);
    expect(status).toBe(400);
    expect(JSON.stringify(answer)).toContain(message);
    expect(await roster()).toHaveLength(11);
  });

  it("refuses a jersey number another player wears with 409", async () => {
    const taken = (await roster()).find((player) => player.jerseyNumber !== null);
    const { status, body } = await createPlayer(buildPlayerInput({ jerseyNumber: taken?.jerseyNumber ?? 1 }));
    expect(status).toBe(409);
    expect(body).toMatchObject({ error: { code: "conflict" } });
    expect(JSON.stringify(body)).toContain(`is already worn by ${taken?.firstName ?? ""}`);
  });
});

describe("PUT and DELETE /api/players/:id", () => {
  it("changes only the named fields; null clears an optional one", async () => {
    const player = PlayerSchema.parse((await createPlayer(buildPlayerInput({ jerseyNumber: 42 }))).body);
    const { status, body } = await updatePlayer(player.id, { position: null, lastName: "López" });
    expect(status).toBe(200);
    expect(PlayerSchema.parse(body)).toMatchObject({
      firstName: "Avery",
      lastName: "López",
      jerseyNumber: 42,
      position: null,
      parentId: player.parentId,
    });
  });

  it("lets a player keep their own number and refuses another's", async () => {
    const players = await roster();
    const [first, second] = players.filter((player) => player.jerseyNumber !== null);
    expect((await updatePlayer(first?.id ?? "", { jerseyNumber: first?.jerseyNumber ?? null })).status).toBe(
      200,
    );
    expect((await updatePlayer(first?.id ?? "", { jerseyNumber: second?.jerseyNumber ?? null })).status).toBe(
      409,
    );
  });

  it("deletes with 204 and answers 404 after", async () => {
    const player = PlayerSchema.parse((await createPlayer(buildPlayerInput())).body);
    const remove = () =>
      call(fn("players-id"), `/api/players/${player.id}`, send("DELETE", undefined, coach()), {
        params: { id: player.id },
      });
    expect((await remove()).status).toBe(204);
    expect((await remove()).status).toBe(404);
    expect((await updatePlayer(player.id, { firstName: "x" })).status).toBe(404);
  });
});

/**
 * GroupMe through the local runtime: the preview's functions reach the local GroupMe that
 * global-setup.ts started (GROUPME_API_URL), with the coach's session; a parent gets 401.
 */
import { expect, test } from "@playwright/test";
import * as z from "zod/mini";
import { GroupMeGroupSchema } from "../../src/lib/schemas/groupme";
import { DEV_COACH_EMAIL, DEV_COACH_PASSWORD } from "../../src/lib/server/local-defaults";
import { FAKE_GROUPME_TOKEN } from "../support/fake-groupme";
import { groupMeControl } from "./servers";

test("the coach lists the GroupMe groups from the local GroupMe; a parent gets 401", async ({ request }) => {
  const control = groupMeControl(test.info().project.name);
  expect((await request.post(`${control}/reset`)).status()).toBe(200);
  const parent = await request.get("/api/groupme/groups");
  expect(parent.status()).toBe(401);

  const login = await request.post("/api/auth/login", {
    data: { email: DEV_COACH_EMAIL, password: DEV_COACH_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const cookie = (login.headers()["set-cookie"] ?? "").split(";")[0] ?? "";
  const answer = await request.get("/api/groupme/groups", { headers: { Cookie: cookie } });
  expect(answer.status()).toBe(200);
  expect(answer.headers()["cache-control"]).toBe("no-store");
  const text = await answer.text();
  expect(text).not.toContain(FAKE_GROUPME_TOKEN);
  const groups = z.array(GroupMeGroupSchema).parse(JSON.parse(text));
  expect(groups.map((group) => group.name)).toContain("Hays Lightning U10 Parents");

  // The fake saw the calls, with the token in their header and never in a URL (its state never
  // records the token itself).
  const state = (await (await request.get(`${control}/state`)).json()) as {
    requests: { path: string; authorized: boolean; tokenInUrl: boolean }[];
  };
  const groupCalls = state.requests.filter((call) => call.path === "/groups");
  expect(groupCalls.length).toBeGreaterThan(0);
  expect(groupCalls.every((call) => call.authorized && !call.tokenInUrl)).toBe(true);
});

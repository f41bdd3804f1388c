/**
 * The API through Netlify's own local runtime (NetlifyDev, which bundles the function and runs every
 * call in a fresh worker thread, as `FUNCTIONS_RUNTIME=netlify npm run preview` does): the coach's
 * session survives across calls, twenty parents pressing Sign Up at once still leave exactly one
 * volunteer, and a function's security headers pass through unchanged.
 * security-headers.api.spec.ts checks every page and route on the warm functions.
 */
import { expect, test } from "@playwright/test";
import { RACE_GAME } from "./fixtures";
import { send } from "./security-headers";
import { SECURITY_HEADERS } from "../../src/lib/server/security-headers";
import { DEV_COACH_EMAIL, DEV_COACH_PASSWORD } from "../../src/lib/server/local-defaults";

test("the coach signs in, uses a coach route, and the cookie stops working after logout", async ({
  request,
}) => {
  expect((await request.get("/api/posts/all")).status()).toBe(401);
  const login = await request.post("/api/auth/login", {
    data: { email: DEV_COACH_EMAIL, password: DEV_COACH_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const setCookie = login.headers()["set-cookie"] ?? "";
  expect(setCookie).toContain("HttpOnly");
  expect(setCookie).toContain("SameSite=Strict");
  const cookie = setCookie.split(";")[0] ?? "";
  expect((await request.get("/api/posts/all", { headers: { Cookie: cookie } })).status()).toBe(200);
  expect((await request.post("/api/auth/logout", { headers: { Cookie: cookie } })).status()).toBe(200);
  expect((await request.get("/api/posts/all", { headers: { Cookie: cookie } })).status()).toBe(401);
});

test("20 parents signing up for one game at once leave exactly one volunteer", async ({ request }) => {
  // Each call starts a worker thread in the local runtime, which takes a while on two cores; the
  // 50-parent race runs in-process in tests/integration/api/races.test.ts.
  test.setTimeout(120_000);
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      request.put(`/api/events/${RACE_GAME}/snack-signup`, {
        // Names without digits ("Parent A" … "Parent T"): a name with a number is refused.
        data: {
          parentName: `Parent ${String.fromCharCode(65 + index)}`,
          parentEmail: `parent${String(index)}@example.com`,
        },
      }),
    ),
  );
  const statuses = answers.map((answer) => answer.status());
  expect(statuses.filter((status) => status === 200)).toHaveLength(1);
  // Every other parent hears that someone was first, or (all from one address) to slow down.
  const unexpected = await Promise.all(
    answers
      .filter((answer) => ![200, 409, 429].includes(answer.status()))
      .map(async (answer) => `${String(answer.status())} ${await answer.text()}`),
  );
  expect(unexpected, "answers other than 200, 409 and 429").toEqual([]);
  const winner = answers.find((answer) => answer.status() === 200);
  const { snackParentId } = (await winner?.json()) as { snackParentId: string };
  const events = (await (await request.get("/api/events")).json()) as {
    id: string;
    snackParentId: string | null;
  }[];
  expect(events.find((event) => event.id === RACE_GAME)?.snackParentId).toBe(snackParentId);
  const users = (await (await request.get("/api/users")).json()) as { id: string }[];
  expect(users.map((user) => user.id)).toContain(snackParentId);
});

test("passes a function's security headers on as the function set them", async ({ request }) => {
  // The headers themselves, graded against the Observatory's rules, are security-headers.api.spec.ts's
  // on every route; what only this runtime can show is that it adds, drops and changes none of them.
  const client = { "X-Forwarded-For": "198.51.100.66" };
  const answers = [
    await send(request, "GET", "/api/events", client),
    await send(request, "POST", "/api/contact", { ...client, Origin: "https://evil.example" }, "{}"),
  ];
  expect(answers.map((answer) => answer.status())).toEqual([200, 403]);
  for (const answer of answers) {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(answer.headers()[name.toLowerCase()], `${answer.url()}: ${name}`).toBe(value);
    }
  }
});

import { describe, expect, it } from "vitest";
import { CACHE_TAGS, cacheTagsOf } from "./cache-tags";

describe("cacheTagsOf", () => {
  it.each([
    ["events/game-2025-09-20", ["events", "users"]],
    ["users/v3f9a0c1d2e3b4a59-0a1b", ["events", "users"]],
    ["players/player-01", ["players"]],
    ["posts/post-welcome-fall-2025", ["posts"]],
    ["settings/alert", ["alert"]],
    ["settings/snacks", ["snack-note"]],
    ["settings/team", ["season"]],
    ["seasons/spring-2026", ["season"]],
    ["season-archives/fall-2025", ["season"]],
    ["settings/season", [...CACHE_TAGS]],
    ["contact-messages/20250915T170000000Z-1", []],
    ["chat-messages/c-1", []],
    ["settings/groupme", []],
    ["families/fam-garcia", ["availability"]],
    ["availability/9f2c0a", ["availability"]],
    ["settings/availability", ["availability"]],
    ["settings/other", []],
    ["meta/versions/events", []],
    ["meta/session-version", []],
    ["rate-limits/snack-claims-email/abc", []],
    ["reminders/game-2025-09-20/1758380400000", []],
    ["events", []],
    ["", []],
  ])("%j → %j", (key, tags) => {
    expect(cacheTagsOf(key)).toEqual(tags);
  });
});

import type { RequestFailure } from "../../kit/api";
import { describe, expect, it } from "vitest";
import { groupMeFailureToast, groupMeLoadProblem, testResultToast } from "./groupme-failures";

describe("groupMeFailureToast", () => {
  const failure = (overrides: Partial<RequestFailure>): RequestFailure => ({
    status: 500,
    code: "internal",
    userMessage: null,
    retryAfterSeconds: null,
    ...overrides,
  });

  it.each([
    {
      case: "send, no answer",
      action: "send" as const,
      value: null,
      expected: { title: "Error", description: "Failed to send message to GroupMe. Please try again." },
    },
    {
      case: "send, 500",
      action: "send" as const,
      value: failure({}),
      expected: { title: "Error", description: "Failed to send message to GroupMe. Please try again." },
    },
    {
      case: "send, GroupMe refused",
      action: "send" as const,
      value: failure({ status: 502, code: "upstream_failed", userMessage: "GroupMe said: Bot not found" }),
      expected: {
        title: "Error",
        description: "Failed to send message to GroupMe. GroupMe said: Bot not found. Please try again.",
      },
    },
    {
      case: "send, 429",
      action: "send" as const,
      value: failure({ status: 429, code: "rate_limited", userMessage: "Slow down", retryAfterSeconds: 30 }),
      expected: {
        title: "Error",
        description: "Failed to send message to GroupMe. GroupMe is busy: try again in 30 seconds.",
      },
    },
    {
      case: "send, 429 without a time",
      action: "send" as const,
      value: failure({ status: 429, code: "rate_limited" }),
      expected: {
        title: "Error",
        description:
          "Failed to send message to GroupMe. GroupMe is busy: please wait a minute and try again.",
      },
    },
    {
      case: "send, not configured",
      action: "send" as const,
      value: failure({ status: 503, code: "not_configured", userMessage: "Set GROUPME_ACCESS_TOKEN." }),
      expected: {
        title: "Error",
        description: "Failed to send message to GroupMe. Set GROUPME_ACCESS_TOKEN.",
      },
    },
    {
      case: "send, refused input",
      action: "send" as const,
      value: failure({ status: 400, code: "validation_failed", userMessage: "Message is required" }),
      expected: {
        title: "Error",
        description: "Failed to send message to GroupMe. Message is required. Please try again.",
      },
    },
    {
      case: "create bot, 500",
      action: "create-bot" as const,
      value: failure({}),
      expected: { title: "Error", description: "Failed to create bot. Please try again." },
    },
    {
      case: "create bot, GroupMe refused",
      action: "create-bot" as const,
      value: failure({ status: 502, code: "upstream_failed", userMessage: "GroupMe said: Group not found" }),
      expected: {
        title: "Error",
        description: "Failed to create bot. GroupMe said: Group not found. Please try again.",
      },
    },
    {
      case: "test, no answer",
      action: "test" as const,
      value: null,
      expected: {
        title: "Connection Failed",
        description: "Could not connect to GroupMe. Please check your bot configuration.",
      },
    },
    {
      case: "test, 500",
      action: "test" as const,
      value: failure({}),
      expected: {
        title: "Connection Failed",
        description: "Could not connect to GroupMe. Please check your bot configuration.",
      },
    },
    {
      case: "test, not configured",
      action: "test" as const,
      value: failure({ status: 503, code: "not_configured", userMessage: "Set GROUPME_ACCESS_TOKEN." }),
      expected: {
        title: "Connection Failed",
        description: "Could not connect to GroupMe. Set GROUPME_ACCESS_TOKEN.",
      },
    },
    {
      case: "share, 500",
      action: "share-post" as const,
      value: failure({}),
      expected: {
        title: "Error",
        description:
          "The post is saved, but it failed to send to GroupMe. You can send it from the Messages tab.",
      },
    },
    {
      case: "share, 429",
      action: "share-post" as const,
      value: failure({ status: 429, code: "rate_limited", retryAfterSeconds: 90 }),
      expected: {
        title: "Error",
        description:
          "The post is saved, but it failed to send to GroupMe. GroupMe is busy: try again in 2 minutes. You can send it from the Messages tab.",
      },
    },
    {
      case: "reminders, 500",
      action: "save-reminders" as const,
      value: failure({}),
      expected: { title: "Error", description: "Failed to save the reminder settings. Please try again." },
    },
  ])("$case", ({ action, value, expected }) => {
    expect(groupMeFailureToast(action, value)).toEqual(expected);
  });
});

describe("testResultToast", () => {
  it.each([
    { result: { success: true }, title: "Connection Successful", description: /works/, variant: "success" },
    {
      result: { success: false, error: "Invalid token" },
      title: "GroupMe Test Failed",
      description: /^Invalid token$/,
      variant: "error",
    },
    {
      result: { success: false },
      title: "GroupMe Test Failed",
      description: /^Could not connect to GroupMe bot$/,
      variant: "error",
    },
    {
      result: { success: false, error: "  " },
      title: "GroupMe Test Failed",
      description: /^Could not connect to GroupMe bot$/,
      variant: "error",
    },
  ])("$title: $result.error", ({ result, title, description, variant }) => {
    const toast = testResultToast(result);
    expect(toast.title).toBe(title);
    expect(toast.description).toMatch(description);
    expect(toast.variant).toBe(variant);
  });
});

describe("groupMeLoadProblem", () => {
  it.each([
    {
      case: "no answer",
      value: null,
      expected: { message: /Could not reach the server/, notConfigured: false },
    },
    {
      case: "not configured",
      value: {
        status: 503,
        code: "not_configured",
        userMessage: "Set GROUPME_ACCESS_TOKEN.",
        retryAfterSeconds: null,
      },
      expected: { message: /^Set GROUPME_ACCESS_TOKEN\.$/, notConfigured: true },
    },
    {
      case: "GroupMe refused",
      value: {
        status: 502,
        code: "upstream_failed",
        userMessage: "GroupMe said: unauthorized",
        retryAfterSeconds: null,
      },
      expected: {
        message: /^Could not load your GroupMe groups\. GroupMe said: unauthorized\.$/,
        notConfigured: false,
      },
    },
    {
      case: "429",
      value: { status: 429, code: "rate_limited", userMessage: null, retryAfterSeconds: 5 },
      expected: { message: /try again in 5 seconds/, notConfigured: false },
    },
    {
      case: "500",
      value: { status: 500, code: "internal", userMessage: "Something went wrong", retryAfterSeconds: null },
      expected: {
        message: /^Could not load your GroupMe groups\. Please try again\.$/,
        notConfigured: false,
      },
    },
  ])("$case", ({ value, expected }) => {
    const problem = groupMeLoadProblem(value);
    expect(problem.message).toMatch(expected.message);
    expect(problem.notConfigured).toBe(expected.notConfigured);
  });
});

it("names what else could not load", () => {
  expect(
    groupMeLoadProblem(
      { status: 500, code: "internal", userMessage: null, retryAfterSeconds: null },
      "the reminder settings",
    ).message,
  ).toBe("Could not load the reminder settings. Please try again.");
});

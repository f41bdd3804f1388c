import { describe, expect, it } from "vitest";
import {
  NEW_ALERT_FORM,
  validateAlertForm,
  validateRainoutForm,
  type AlertFormValues,
  type RainoutFormValues,
} from "./game-day-forms";

/** Monday 15 Sep 2025, noon in Kyle. */
const NOW = Date.parse("2025-09-15T17:00:00.000Z");

describe("validateAlertForm", () => {
  const form = (values: Partial<AlertFormValues>): AlertFormValues => ({
    ...NEW_ALERT_FORM,
    message: "Fields closed",
    ...values,
  });
  it.each([
    {
      case: "until the end of today",
      values: {},
      expected: { ok: true, input: { message: "Fields closed", level: "closed", endsAt: null } },
    },
    {
      case: "until a time chosen in Kyle",
      values: { level: "warning" as const, ends: "at" as const, endDate: "2025-09-15", endTime: "19:30" },
      expected: {
        ok: true,
        input: { message: "Fields closed", level: "warning", endsAt: "2025-09-16T00:30:00.000Z" },
      },
    },
    {
      case: "no message",
      values: { message: "  " },
      expected: { ok: false, errors: { message: "Please write the alert" } },
    },
    { case: "a message over 280 characters", values: { message: "x".repeat(281) }, expected: { ok: false } },
    {
      case: "with its Spanish version, trimmed",
      values: { messageEs: " Canchas cerradas " },
      expected: { ok: true, input: { message: "Fields closed", messageEs: "Canchas cerradas" } },
    },
    {
      case: "a blank Spanish version, as none",
      values: { messageEs: "   " },
      expected: { ok: true, input: { message: "Fields closed", messageEs: null } },
    },
    {
      case: "a Spanish version over 280 characters",
      values: { messageEs: "ñ".repeat(281) },
      expected: { ok: false, errors: { messageEs: "Too big: expected string to have <=280 characters" } },
    },
    {
      case: "no end day",
      values: { ends: "at" as const, endTime: "19:30" },
      expected: { ok: false, errors: { endDate: "Choose the day it ends" } },
    },
    {
      case: "an end already past",
      values: { ends: "at" as const, endDate: "2025-09-15", endTime: "11:00" },
      expected: { ok: false, errors: { endTime: "Choose an end time that is still to come" } },
    },
  ])("$case", ({ values, expected }) => {
    expect(validateAlertForm(form(values), NOW)).toMatchObject(expected);
  });
});

describe("validateRainoutForm", () => {
  const base: RainoutFormValues = {
    day: "2025-09-20",
    eventIds: ["game-2025-09-20"],
    statusNote: "Fields closed: rain",
    statusNoteEs: "Canchas cerradas: lluvia",
    postAlert: true,
    alertMessage: "Rain. Everything on Sat, Sep 20 is cancelled.",
    alertMessageEs: "Lluvia. Todo lo del sáb, 20 de sept está cancelado.",
    alertLevel: "closed",
    sendGroupMe: false,
    groupMeText: "⚠️ Fields closed",
    groupMeTextEs: "⚠️ Canchas cerradas",
    groupMeSend: "en",
  };
  it.each([
    {
      case: "a day ahead: the alert ends with that day",
      values: base,
      today: "2025-09-15",
      expected: {
        ok: true,
        input: {
          eventIds: ["game-2025-09-20"],
          statusNote: "Fields closed: rain",
          statusNoteEs: "Canchas cerradas: lluvia",
          alert: {
            level: "closed",
            messageEs: "Lluvia. Todo lo del sáb, 20 de sept está cancelado.",
            endsAt: "2025-09-21T04:59:59.999Z",
          },
          groupMe: null,
        },
      },
    },
    {
      case: "today: the end of today",
      values: base,
      today: "2025-09-20",
      expected: { ok: true, input: { alert: { endsAt: null } } },
    },
    {
      case: "the message without the alert",
      values: { ...base, postAlert: false, sendGroupMe: true },
      today: "2025-09-15",
      expected: { ok: true, input: { alert: null, groupMe: { text: "⚠️ Fields closed" } } },
    },
    {
      case: "a blank Spanish note and alert: none",
      values: { ...base, statusNoteEs: " ", alertMessageEs: "" },
      today: "2025-09-15",
      expected: { ok: true, input: { statusNoteEs: null, alert: { messageEs: null } } },
    },
    {
      case: "the message in Spanish only",
      values: { ...base, sendGroupMe: true, groupMeSend: "es" as const },
      today: "2025-09-15",
      expected: { ok: true, input: { groupMe: { text: "⚠️ Canchas cerradas" } } },
    },
    {
      case: "the message in both: one message, English first",
      values: { ...base, sendGroupMe: true, groupMeSend: "both" as const },
      today: "2025-09-15",
      expected: { ok: true, input: { groupMe: { text: "⚠️ Fields closed\n\n⚠️ Canchas cerradas" } } },
    },
    {
      case: "both languages that do not fit together: said plainly, on the English box",
      values: {
        ...base,
        sendGroupMe: true,
        groupMeSend: "both" as const,
        groupMeText: "x".repeat(600),
        groupMeTextEs: "y".repeat(600),
      },
      today: "2025-09-15",
      expected: {
        ok: false,
        errors: {
          groupMeText:
            "English and Spanish together are 1,202 characters; GroupMe takes at most 1000. Send one language, or shorten the text.",
        },
      },
    },
    {
      case: "one of them fits alone",
      values: {
        ...base,
        sendGroupMe: true,
        groupMeSend: "es" as const,
        groupMeText: "x".repeat(600),
        groupMeTextEs: "y".repeat(600),
      },
      today: "2025-09-15",
      expected: { ok: true, input: { groupMe: { text: "y".repeat(600) } } },
    },
    {
      case: "Spanish only, left blank",
      values: { ...base, sendGroupMe: true, groupMeSend: "es" as const, groupMeTextEs: "  " },
      today: "2025-09-15",
      expected: { ok: false, errors: { groupMeTextEs: "Message is required" } },
    },
    {
      case: "nothing to do",
      values: { ...base, eventIds: [], postAlert: false },
      today: "2025-09-15",
      expected: {
        ok: false,
        errors: { eventIds: "Choose at least one event, the alert or the GroupMe message" },
      },
    },
    {
      case: "an empty alert",
      values: { ...base, alertMessage: " " },
      today: "2025-09-15",
      expected: { ok: false, errors: { alertMessage: "Please write the alert" } },
    },
    {
      case: "a message over 1000 characters",
      values: { ...base, sendGroupMe: true, groupMeText: "x".repeat(1001) },
      today: "2025-09-15",
      expected: { ok: false, errors: { groupMeText: expect.any(String) as unknown } },
    },
    {
      case: "no day",
      values: { ...base, day: "" },
      today: "2025-09-15",
      expected: { ok: false, errors: { day: "Choose the day" } },
    },
  ])("$case", ({ values, today, expected }) => {
    expect(validateRainoutForm(values, today)).toMatchObject(expected);
  });
});

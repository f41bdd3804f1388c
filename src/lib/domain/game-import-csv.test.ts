import { describe, expect, it } from "vitest";
import { parseGameCsv, parseScheduleTime } from "./game-import-csv";
import { csv, game, HEADER, options } from "../../../tests/support/game-schedules";

describe("parseScheduleTime", () => {
  it.each([
    ["09:00", "09:00"],
    ["9:00", "09:00"],
    ["9:00 AM", "09:00"],
    ["9:00am", "09:00"],
    ["9am", "09:00"],
    ["9 a.m.", "09:00"],
    ["12:00 PM", "12:00"],
    ["12:15 AM", "00:15"],
    ["1:30 pm", "13:30"],
    ["13:30", "13:30"],
    ["10:30:00 AM", "10:30"],
    ["00:00", "00:00"],
    ["", ""],
    ["TBA", ""],
    ["tbd", ""],
    ["25:00", null],
    ["24:00", null],
    ["9:60", null],
    ["13:30 PM", null],
    ["0:30 AM", null],
    ["noon", null],
    ["9", null],
  ])("%j → %j", (value, expected) => {
    expect(parseScheduleTime(value)).toBe(expected);
  });
});

describe("parseGameCsv reads", () => {
  it.each([
    {
      case: "the plain header and a game",
      text: csv("2026-03-07,09:00,10:00,Kyle Comets,Field 5"),
      games: [game(2, "2026-03-07", "09:00", "10:00", "Kyle Comets", "Field 5")],
    },
    {
      case: "columns in any order and case, extra columns ignored",
      text: "Notes,LOCATION,Opponent,End,Start,Date,Home/Away\nBring chairs,Field 5,Kyle Comets,10:00 AM,9:00 AM,3/7/2026,Home",
      games: [game(2, "2026-03-07", "09:00", "10:00", "Kyle Comets", "Field 5")],
    },
    {
      case: "header names with spaces (Start Time, End Time)",
      text: "Game Date,Start Time,End Time,Opponent,Venue\n3/7/2026,9am,10am,Kyle Comets,Field 5",
      games: [game(2, "2026-03-07", "09:00", "10:00", "Kyle Comets", "Field 5")],
    },
    {
      case: "no location column: no location",
      text: "date,start,end,opponent\n2026-03-07,9:00,10:00,Kyle Comets",
      games: [game(2, "2026-03-07", "09:00", "10:00", "Kyle Comets")],
    },
    {
      case: "a quoted field with commas and doubled quotes",
      text: csv('2026-03-07,9:00,10:00,"Kyle ""Blue"" Comets","Hays Youth Sports Complex, Field 5 West"'),
      games: [
        game(
          2,
          "2026-03-07",
          "09:00",
          "10:00",
          'Kyle "Blue" Comets',
          "Hays Youth Sports Complex, Field 5 West",
        ),
      ],
    },
    {
      case: "quotes inside an unquoted field, kept as text",
      text: csv('2026-03-07,9:00,10:00,Kyle "Blue" Comets,Field "5"'),
      games: [game(2, "2026-03-07", "09:00", "10:00", 'Kyle "Blue" Comets', 'Field "5"')],
    },
    {
      case: "text after a closing quote, and a quote after that kept as text",
      text: csv('2026-03-07,9:00,10:00,"Kyle" Comets,"Field" "5"'),
      games: [game(2, "2026-03-07", "09:00", "10:00", "Kyle Comets", 'Field "5"')],
    },
    {
      case: "a tab and spaces before an opening quote",
      text: csv('2026-03-07,9:00,10:00,\t "Kyle Comets",  "Field 5, West"'),
      games: [game(2, "2026-03-07", "09:00", "10:00", "Kyle Comets", "Field 5, West")],
    },
    {
      case: "spaces before an opening quote",
      text: csv('2026-03-07, 9:00, 10:00, Kyle Comets, "Field 5, West"'),
      games: [game(2, "2026-03-07", "09:00", "10:00", "Kyle Comets", "Field 5, West")],
    },
    {
      case: "CRLF, a BOM and trailing blank lines",
      text: `\uFEFF${HEADER}\r\n2026-03-07,9:00,10:00,Kyle Comets,Field 5\r\n\r\n\r\n`,
      games: [game(2, "2026-03-07", "09:00", "10:00", "Kyle Comets", "Field 5")],
    },
    {
      case: "a blank row in the middle and a row of empty cells, counted as lines",
      text: csv("2026-03-07,9:00,10:00,Kyle Comets,", "", ",,,,", "2026-03-14,9:00,10:00,Buda Blaze,"),
      games: [
        game(2, "2026-03-07", "09:00", "10:00", "Kyle Comets"),
        game(5, "2026-03-14", "09:00", "10:00", "Buda Blaze"),
      ],
    },
    {
      case: "a quoted field over two lines: the row is named by its first line",
      text: csv('2026-03-07,9:00,10:00,Kyle Comets,"Field 5\r\nWest"', "2026-03-14,9:00,10:00,Buda Blaze,"),
      games: [
        game(2, "2026-03-07", "09:00", "10:00", "Kyle Comets", "Field 5 West"),
        game(4, "2026-03-14", "09:00", "10:00", "Buda Blaze"),
      ],
    },
    {
      case: "Time TBA: both times blank, or TBA",
      text: csv("2026-03-21,,,Spring Jamboree,Kyle Sports Park", "2026-03-28,TBA,TBA,Kyle Comets,"),
      games: [
        game(2, "2026-03-21", null, null, "Spring Jamboree", "Kyle Sports Park"),
        game(3, "2026-03-28", null, null, "Kyle Comets"),
      ],
    },
    {
      case: "games sorted by date and start, a day's Time TBA game first",
      text: csv(
        "2026-03-14,10:30,11:30,Buda Blaze,",
        "2026-03-14,9:00,10:00,Kyle Comets,",
        "2026-03-07,9:00,10:00,Wimberley Wolves,",
        "2026-03-14,,,Jamboree,",
      ),
      games: [
        game(4, "2026-03-07", "09:00", "10:00", "Wimberley Wolves"),
        game(5, "2026-03-14", null, null, "Jamboree"),
        game(3, "2026-03-14", "09:00", "10:00", "Kyle Comets"),
        game(2, "2026-03-14", "10:30", "11:30", "Buda Blaze"),
      ],
    },
    {
      case: "text trimmed and inner whitespace collapsed",
      text: csv('2026-03-07,9:00,10:00,"  Kyle \t Comets ","  "'),
      games: [game(2, "2026-03-07", "09:00", "10:00", "Kyle Comets")],
    },
    {
      case: "cells copied from a spreadsheet (tab-separated)",
      text: "Date\tStart\tEnd\tOpponent\tLocation\n3/7/2026\t9:00 AM\t10:00 AM\tKyle Comets\tField 5, West",
      games: [game(2, "2026-03-07", "09:00", "10:00", "Kyle Comets", "Field 5, West")],
    },
    {
      case: "the season's first and last days",
      text: csv("2026-02-23,9:00,10:00,Kyle Comets,", "2026-05-16,9:00,10:00,Buda Blaze,"),
      games: [
        game(2, "2026-02-23", "09:00", "10:00", "Kyle Comets"),
        game(3, "2026-05-16", "09:00", "10:00", "Buda Blaze"),
      ],
    },
    {
      case: "a game at 1:30 AM on the night the clocks fall back",
      text: csv("2026-11-01,1:30,2:30,Kyle Comets,"),
      games: [game(2, "2026-11-01", "01:30", "02:30", "Kyle Comets")],
      season: { firstDay: "2026-08-01", lastDay: "2026-11-30" },
    },
    {
      case: "markup as text, never interpreted",
      text: csv('2026-03-07,9:00,10:00,<b onclick="x">Comets</b>,<script>alert(1)</script>'),
      games: [
        game(2, "2026-03-07", "09:00", "10:00", '<b onclick="x">Comets</b>', "<script>alert(1)</script>"),
      ],
    },
  ])("$case", ({ text, games, season }) => {
    expect(parseGameCsv(text, { ...options, ...season })).toEqual({ games, problems: [], skipped: [] });
  });
});

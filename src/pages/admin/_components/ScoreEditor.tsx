/**
 * A game's score under the game: Add Score when there is none, Edit when
 * there is one; home and away goals from 0 (anything else counts as 0), Final, and notes. Saving
 * creates the score (POST) or changes it (PUT).
 */
import { useEffect, useId, useRef, useState, type SubmitEvent } from "react";
import { Button, CheckboxField, TextAreaField, TextField } from "../../../islands/coach/ui";
import { ApiRequestError } from "../../../lib/browser/api-client";
import { createGameScore, updateGameScore } from "../../../lib/browser/coach-api";
import { formatScore } from "../../../lib/domain/schedule";
import {
  buildScoreInput,
  MAX_GOALS,
  scoreToFormValues,
  type ScoreFormValues,
} from "../../../lib/view/score-form";
import type { Event } from "../../../lib/schemas/records";
import { showError, showToast } from "../../../stores/toasts";
import { Badge } from "./parts";

interface ScoreEditorProps {
  game: Event;
  onSaved: (game: Event) => void;
}

export default function ScoreEditor({ game, onSaved }: ScoreEditorProps) {
  const idBase = useId();
  const [open, setOpen] = useState(false);
  const toggleId = useId();
  // Saving or cancelling removes the form that had focus: put focus back on Add Score / Edit.
  const refocus = useRef(false);
  useEffect(() => {
    if (open || !refocus.current) return;
    refocus.current = false;
    document.getElementById(toggleId)?.focus();
  }, [open, toggleId]);
  const [values, setValues] = useState<ScoreFormValues>(() => scoreToFormValues(game.gameScore));
  const [pending, setPending] = useState(false);
  const score = game.gameScore;

  const start = () => {
    setValues(scoreToFormValues(game.gameScore));
    setOpen(true);
  };

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    const input = buildScoreInput(game.id, values);
    try {
      let saved: Event;
      try {
        saved = score ? await updateGameScore(input) : await createGameScore(input);
      } catch (error) {
        // Someone added the first score meanwhile (409): this one is an edit of it.
        if (!score && error instanceof ApiRequestError && error.status === 409)
          saved = await updateGameScore(input);
        else throw error;
      }
      showToast({
        title: "Score Updated",
        description: `${saved.title}: ${formatScore(saved.gameScore ?? input)}${saved.gameScore?.isFinal ? " (Final)" : ""}.`,
        variant: "success",
      });
      refocus.current = true;
      setOpen(false);
      onSaved(saved);
    } catch {
      showError("Failed to update game score. Please try again.");
    } finally {
      setPending(false);
    }
  }

  const set = <K extends keyof ScoreFormValues>(field: K, value: ScoreFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
  };

  return (
    <div className="mt-3 rounded-lg bg-navy-50 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-navy-900">
          <span className="font-semibold">Score: </span>
          {score ? (
            <>
              <span className="font-bold">{formatScore(score)}</span>{" "}
              {score.isFinal ? <Badge tone="navy">Final</Badge> : <Badge tone="slate">In progress</Badge>}
            </>
          ) : (
            "No score yet"
          )}
        </p>
        {open ? null : (
          <Button
            id={toggleId}
            tone="secondary"
            small
            onClick={start}
            aria-label={score ? `Edit score: ${game.title}` : `Add Score: ${game.title}`}
          >
            {score ? "Edit" : "Add Score"}
          </Button>
        )}
      </div>
      {score?.notes && !open ? (
        <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{score.notes}</p>
      ) : null}
      {open ? (
        <form noValidate onSubmit={(event) => void save(event)} className="mt-3 space-y-3">
          <fieldset>
            <legend className="text-sm font-semibold text-slate-800">Score for {game.title}</legend>
            <div className="mt-2 grid grid-cols-2 gap-3">
              <TextField
                id={`${idBase}-home`}
                label="Home"
                type="number"
                inputMode="numeric"
                min={0}
                max={MAX_GOALS}
                step={1}
                value={values.homeScore}
                onChange={(event) => {
                  set("homeScore", event.target.value);
                }}
              />
              <TextField
                id={`${idBase}-away`}
                label={`Away${game.opponent ? ` (${game.opponent})` : ""}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={MAX_GOALS}
                step={1}
                value={values.awayScore}
                onChange={(event) => {
                  set("awayScore", event.target.value);
                }}
              />
            </div>
          </fieldset>
          <CheckboxField
            id={`${idBase}-final`}
            label="Final"
            hint="A final score closes snack sign-up for this game."
            checked={values.isFinal}
            onChange={(event) => {
              set("isFinal", event.target.checked);
            }}
          />
          <TextAreaField
            id={`${idBase}-notes`}
            label="Score notes"
            rows={2}
            maxLength={2000}
            value={values.notes}
            onChange={(event) => {
              set("notes", event.target.value);
            }}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              tone="secondary"
              small
              onClick={() => {
                refocus.current = true;
                setOpen(false);
              }}
              disabled={pending}
            >
              Cancel
            </Button>
            <Button type="submit" small pending={pending} pendingLabel="Saving...">
              Save Score
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}

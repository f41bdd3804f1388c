/**
 * A game's score under the game: Add Score when there is none, Edit when
 * there is one; home and away goals from 0 (anything else counts as 0), Final, and notes. Saving
 * creates the score (POST) or changes it (PUT).
 */
import { useEffect, useId, useRef, useState } from "react";
import { Button, ButtonRow, SubmitButton } from "../../kit/form/Button";
import { CheckboxField, TextAreaField, TextField } from "../../kit/form/Field";
import { useForm } from "../../kit/form/use-form";
import { ApiRequestError } from "../../kit/api";
import { createGameScore, updateGameScore } from "./api";
import { formatScore } from "../../../lib/domain/schedule";
import { buildScoreInput, MAX_GOALS, scoreToFormValues } from "./score-form";
import { LIMITS } from "../../../lib/constants";
import type { Event } from "../../../lib/schemas/events";
import type { GameScoreInput } from "../../../lib/schemas/events";
import { showError, showToast } from "../../kit/toasts";
import { Badge } from "../../kit/coach/parts";
import Form from "../../kit/form/Form";

interface ScoreEditorProps {
  game: Event;
  onSaved: (game: Event) => void;
}

export default function ScoreEditor({ game, onSaved }: ScoreEditorProps) {
  const [open, setOpen] = useState(false);
  const toggleId = useId();
  // Saving or cancelling removes the form that had focus: put focus back on Add Score / Edit.
  const refocus = useRef(false);
  useEffect(() => {
    if (open || !refocus.current) return;
    refocus.current = false;
    document.getElementById(toggleId)?.focus();
  }, [open, toggleId]);
  // Any goals typed count (see parseGoals): nothing to check before sending.
  const form = useForm({
    initial: scoreToFormValues(game.gameScore),
    check: (values) => ({ ok: true, input: buildScoreInput(game.id, values) }),
    fields: ["homeScore", "awayScore", "isFinal", "notes"],
  });
  const score = game.gameScore;

  const start = () => {
    form.reset(scoreToFormValues(game.gameScore));
    setOpen(true);
  };

  const save = async (input: GameScoreInput) => {
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
    } catch (error) {
      showError(form.fail(error, "Failed to update game score. Please try again."));
    }
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
        <Form form={form} onSubmit={save} className="mt-3 space-y-3">
          <fieldset>
            <legend className="text-sm font-semibold text-slate-800">Score for {game.title}</legend>
            <div className="mt-2 grid grid-cols-2 gap-3">
              {(
                [
                  ["homeScore", "Home"],
                  ["awayScore", `Away${game.opponent ? ` (${game.opponent})` : ""}`],
                ] as const
              ).map(([side, label]) => (
                <TextField
                  key={side}
                  label={label}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={MAX_GOALS}
                  step={1}
                  {...form.bind(side)}
                />
              ))}
            </div>
          </fieldset>
          <CheckboxField
            label="Final"
            hint="A final score closes snack sign-up for this game."
            {...form.bindCheckbox("isFinal")}
          />
          <TextAreaField label="Score notes" rows={2} maxLength={LIMITS.notes} {...form.bind("notes")} />
          <ButtonRow
            small
            pending={form.pending !== null}
            onCancel={() => {
              refocus.current = true;
              setOpen(false);
            }}
          >
            <SubmitButton form={form} small pendingLabel="Saving...">
              Save Score
            </SubmitButton>
          </ButtonRow>
        </Form>
      ) : null}
    </div>
  );
}

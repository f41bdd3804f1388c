/**
 * Where the coach is in the season flow: the five steps in order, the current one marked with
 * `aria-current="step"`, each step's state in words and a sign (never by colour alone), and the
 * steps already reached as buttons to go back to.
 */
import { FLOW_STEPS, type StepId } from "./season-flow";

export type StepState = "current" | "done" | "fix" | "ahead";

const WORDS: Record<StepState, string> = {
  current: "current step",
  done: "done",
  fix: "needs a change",
  ahead: "not reached yet",
};

const SIGNS: Record<StepState, string> = { current: "•", done: "✓", fix: "!", ahead: "" };

const CIRCLES: Record<StepState, string> = {
  current: "bg-navy-900 text-white",
  done: "bg-white text-navy-900 ring-2 ring-navy-900",
  fix: "bg-red-700 text-white",
  ahead: "bg-white text-slate-600 ring-1 ring-slate-400",
};

interface FlowStepsProps {
  states: Record<StepId, StepState>;
  /** Whether the coach may go to a step from here (one already reached). */
  canOpen: (step: StepId) => boolean;
  onOpen: (step: StepId) => void;
}

export default function FlowSteps({ states, canOpen, onOpen }: FlowStepsProps) {
  return (
    <nav aria-label="Steps to start the season">
      <ol className="grid grid-cols-5 gap-1 text-center text-xs sm:text-sm">
        {FLOW_STEPS.map((step, index) => {
          const state = states[step.id];
          const content = (
            <>
              <span
                aria-hidden="true"
                className={`mx-auto flex h-8 w-8 items-center justify-center rounded-full font-bold ${CIRCLES[state]}`}
              >
                {state === "done" || state === "fix" ? SIGNS[state] : index + 1}
              </span>
              <span className="mt-1 block leading-tight font-medium">
                <span className="sr-only">Step {index + 1}: </span>
                {step.label}
                <span className="sr-only"> ({WORDS[state]})</span>
              </span>
              {state === "fix" ? <span className="block font-semibold text-red-800">Fix</span> : null}
            </>
          );
          return (
            <li key={step.id} aria-current={state === "current" ? "step" : undefined}>
              {state !== "current" && canOpen(step.id) ? (
                <button
                  type="button"
                  onClick={() => {
                    onOpen(step.id);
                  }}
                  className="block min-h-11 w-full rounded-lg px-1 py-1 text-navy-900 underline-offset-2 hover:bg-slate-100 hover:underline"
                >
                  {content}
                </button>
              ) : (
                <span
                  className={`block min-h-11 px-1 py-1 ${state === "current" ? "text-navy-900" : "text-slate-600"}`}
                >
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

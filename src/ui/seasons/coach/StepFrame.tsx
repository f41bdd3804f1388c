/**
 * One step of the season flow: its heading ("Step 2 of 5: Roster", which takes the focus when the
 * step opens), what the last check found for it, its inputs, and Back and Next. Each step is a
 * form, so Enter in an input goes on to the next step as Next does.
 */
import type { ReactNode, RefObject, SubmitEvent } from "react";
import { Button } from "../../kit/form/Button";
import { FLOW_STEPS, stepLabel, stepNumber, type StepId } from "./season-flow";
import { describeProblem } from "./server-answers";
import type { SeasonProblem } from "../../../lib/schemas/seasons";

interface StepFrameProps {
  step: StepId;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** What the step is for, under its heading. */
  intro: ReactNode;
  /** The last preview's problems this step can fix, while they are about what is typed now. */
  problems?: readonly SeasonProblem[];
  onBack?: () => void;
  onNext: () => void;
  nextLabel?: string;
  /** Buttons beside Back and Next, e.g. the Games step's Check schedule. */
  actions?: ReactNode;
  children: ReactNode;
}

export default function StepFrame({
  step,
  headingRef,
  intro,
  problems = [],
  onBack,
  onNext,
  nextLabel = "Next",
  actions,
  children,
}: StepFrameProps) {
  const headingId = `step-${step}-heading`;
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onNext();
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="space-y-4">
      <div>
        <h3
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-bold text-navy-900 focus:outline-none"
        >
          Step {stepNumber(step)} of {FLOW_STEPS.length}: {stepLabel(step)}
        </h3>
        <div className="mt-1 text-slate-700">{intro}</div>
      </div>
      {problems.length > 0 ? <StepProblems problems={problems} /> : null}
      {children}
      <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">
        {onBack ? (
          <Button tone="secondary" onClick={onBack}>
            Back
          </Button>
        ) : null}
        <Button type="submit">{nextLabel}</Button>
        {actions}
      </div>
    </form>
  );
}

/** What the server's check found that this step can fix. */
export function StepProblems({ problems }: { problems: readonly SeasonProblem[] }) {
  return (
    <div className="rounded-lg bg-red-50 p-3 text-red-900 ring-1 ring-red-200">
      <p className="font-semibold">
        <span aria-hidden="true">⚠ </span>
        The check found {problems.length === 1 ? "a problem" : `${String(problems.length)} problems`} to fix
        here:
      </p>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm break-words">
        {problems.map((problem, index) => (
          <li key={`${String(index)}-${problem.message}`}>{describeProblem(problem)}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Starting the next season in five steps: 1 Season, 2 Roster, 3 Practices, 4 Games, 5 Review &
 * start. The state lives in use-start-season.ts; this draws the step list, the step on screen, the
 * confirmation that names what happens, and the started state.
 */
import type { FormStepId } from "./season-flow";
import ConfirmStart from "./ConfirmStart";
import FlowSteps from "./FlowSteps";
import GamesStep from "./GamesStep";
import PracticesStep from "./PracticesStep";
import ReviewStep from "./ReviewStep";
import RosterStep from "./RosterStep";
import SeasonStarted from "./SeasonStarted";
import SeasonStep from "./SeasonStep";
import StepFrame from "./StepFrame";
import { useStartSeason, type StartSeasonOptions, type StartSeasonState } from "./use-start-season";

export default function StartSeasonFlow(props: StartSeasonOptions) {
  const flow = useStartSeason(props);
  const { step } = flow;

  if (flow.started) {
    return <SeasonStarted preview={flow.started} headingRef={flow.startedRef} />;
  }

  const intros: Record<FormStepId, string> = {
    season: `The next season after ${props.current.label}. Its dates, division, ages and roster size.`,
    roster: "Who plays again, and who joins the team.",
    practices: "When and where the team practises. The practices are made from this plan.",
    games:
      "The league's game schedule. Every line is checked, and a bad one named, before anything is stored.",
  };

  return (
    <div className="space-y-5">
      <FlowSteps states={flow.states} canOpen={flow.canOpen} onOpen={flow.open} />

      {step === "review" ? (
        <ReviewStep
          headingRef={flow.headingRef}
          failureRef={flow.failureRef}
          toFix={flow.toFix}
          preview={flow.preview}
          current={flow.previewIsCurrent}
          failure={flow.failure}
          starting={flow.starting}
          label={flow.label}
          onOpen={flow.open}
          onBack={() => {
            flow.back("review");
          }}
          onRetry={flow.retryPreview}
          onStart={flow.confirm}
        />
      ) : (
        <StepFrame
          // Each step is a form of its own, drawn afresh as the coach moves.
          key={step}
          step={step}
          headingRef={flow.headingRef}
          intro={intros[step]}
          // The Games step names the schedule's problems under the schedule itself.
          problems={step === "games" ? undefined : flow.problems[step]}
          onBack={
            step === "season"
              ? undefined
              : () => {
                  flow.back(step);
                }
          }
          onNext={() => {
            flow.next(step);
          }}
        >
          <StepInputs step={step} flow={flow} players={props.players} />
        </StepFrame>
      )}

      <ConfirmStart flow={flow} />
    </div>
  );
}

interface StepInputsProps {
  step: FormStepId;
  flow: StartSeasonState;
  players: StartSeasonOptions["players"];
}

/** The inputs of the step on screen. */
function StepInputs({ step, flow, players }: StepInputsProps) {
  const { forms } = flow;
  switch (step) {
    case "season":
      return <SeasonStep form={forms.season} />;
    case "roster":
      return <RosterStep form={forms.roster} players={players} rosterCapacity={flow.rosterCapacity} />;
    case "practices":
      return <PracticesStep form={forms.practices} />;
    case "games":
      return (
        <>
          <GamesStep
            form={forms.games}
            checked={flow.ready}
            checking={flow.preview.status === "loading" && flow.previewIsCurrent}
            onCheck={flow.checkSchedule}
          />
          {flow.checkNote ? (
            <p role="alert" className="text-sm font-medium text-red-800">
              {flow.checkNote}
            </p>
          ) : null}
        </>
      );
  }
}

import type { LoadProblem } from "./load";
import { useKitWords } from "./words";

interface LoadErrorProps {
  /** Why, e.g. a loader's `message`; said in the page's language when `problem` is given. */
  message: string;
  /** What went wrong, as a loader's error state names it, e.g. "offline". */
  problem?: LoadProblem | undefined;
  onRetry: () => void;
}

/**
 * What an island shows when its data failed to load: the reason and a way to try again, in the
 * kit's words, e.g. `<LoadError message={state.message} problem={state.problem} onRetry={load} />`.
 */
export default function LoadError({ message, problem, onRetry }: LoadErrorProps) {
  const words = useKitWords();
  return (
    <div role="alert" className="space-y-3">
      <p className="text-slate-700">{problem ? words[problem] : message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="min-h-11 rounded-md bg-navy-900 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-800"
      >
        {words.tryAgain}
      </button>
    </div>
  );
}

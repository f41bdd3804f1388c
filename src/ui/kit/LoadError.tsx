import type { LoadProblem } from "./load";
import { useKitWords } from "./words";

/**
 * What went wrong, as a loader's error state names it (`problem`, e.g. "offline", said in the
 * kit's words), or the server's own sentence (`message`, already in the page's language).
 */
type LoadErrorProps = ({ problem: LoadProblem; message?: never } | { message: string; problem?: never }) & {
  onRetry: () => void;
};

/**
 * What an island shows when its data failed to load: the reason and a way to try again, in the
 * kit's words, e.g. `<LoadError problem={state.problem} onRetry={load} />`.
 */
export default function LoadError({ problem, message, onRetry }: LoadErrorProps) {
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

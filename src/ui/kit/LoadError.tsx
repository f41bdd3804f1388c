/** What an island shows when its data failed to load: the reason and a way to try again. */
export default function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="space-y-3">
      <p className="text-slate-700">{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="min-h-11 rounded-md bg-navy-900 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-800"
      >
        Try again
      </button>
    </div>
  );
}

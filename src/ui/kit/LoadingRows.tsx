/** The placeholder an island shows while its data loads: a label and grey bars of the final size. */
export default function LoadingRows({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div aria-busy="true" className="space-y-3">
      <p className="text-slate-700">{label}</p>
      {/* Only the bars pulse: fading text would drop below the contrast minimum. */}
      <div aria-hidden="true" className="animate-pulse space-y-3">
        {Array.from({ length: rows }, (_, index) => (
          <div key={index} className="h-14 rounded-lg bg-slate-200" />
        ))}
      </div>
    </div>
  );
}

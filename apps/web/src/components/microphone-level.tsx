// The live microphone level shown while a child records, in a call or in voice practice, so they can
// see that they are being heard.
export function MicrophoneLevel({ level }: { level: number }) {
  return (
    <div
      role="meter"
      aria-label="Microphone level"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(level * 100)}
      className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div
        className="h-full rounded-full bg-green-500 motion-safe:transition-[width] motion-safe:duration-75"
        style={{ width: `${level * 100}%` }}
      />
    </div>
  );
}

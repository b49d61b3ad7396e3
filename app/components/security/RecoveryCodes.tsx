/** The ten recovery codes, shown once after the app is turned on. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  return (
    <section aria-labelledby="recovery-codes-title" className="rounded-lg border border-amber-300 bg-amber-50 p-4">
      <h3 id="recovery-codes-title" className="font-semibold">
        Your recovery codes
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        Keep them somewhere safe: each one signs you in once if you lose your authenticator app. They are shown only now.
      </p>
      <ul className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </section>
  );
}

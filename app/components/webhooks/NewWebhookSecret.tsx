/** A secret as it is answered, once: at registration and at each rotation. */
export function NewWebhookSecret({ url, secret, rotated }: { url: string; secret: string; rotated: boolean }) {
  return (
    <div role="status" className="mt-6 flex flex-col gap-2 rounded-lg border border-emerald-300 bg-emerald-50 p-4">
      <p className="font-medium break-words">
        {rotated ? `New secret for ${url}.` : `Endpoint ${url} registered.`} Copy its signing secret now: it is not shown again.
        {rotated ? " For 24 hours deliveries are signed with the old secret too." : ""}
      </p>
      <label className="flex flex-col gap-1 text-sm">
        Signing secret
        <input readOnly value={secret} onFocus={(event) => event.currentTarget.select()} className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-sm" />
      </label>
    </div>
  );
}

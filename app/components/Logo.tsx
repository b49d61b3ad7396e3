/** The product logo, optionally followed by the tenant's name (then, below 640 px, the product's name is only read out). */
export function Logo({ tenantName }: { tenantName?: string }) {
  return (
    <span className="flex min-w-0 items-center gap-2 font-semibold text-ink">
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" className="shrink-0">
        <circle cx="12" cy="12" r="11" fill="#6d5ae6" />
        <path d="M6 16V8l6 5 6-5v8" stroke="#fff" strokeWidth="2" fill="none" strokeLinejoin="round" />
      </svg>
      <span className={tenantName ? "sr-only sm:not-sr-only" : undefined}>Meridian</span>
      {tenantName ? <span className="truncate font-medium text-slate-600 sm:border-l sm:border-slate-300 sm:pl-2">{tenantName}</span> : null}
    </span>
  );
}

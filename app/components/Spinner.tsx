const SIZES = { sm: "size-4 border-2", md: "size-8 border-[3px]", lg: "size-12 border-4" } as const;

export function Spinner({ size = "md", label = "Loading" }: { size?: keyof typeof SIZES; label?: string }) {
  return (
    <span role="status" aria-label={label} className="inline-flex">
      <span aria-hidden="true" className={`animate-spin rounded-full border-brand-100 border-t-brand-600 ${SIZES[size]}`} />
    </span>
  );
}

/** Covers the whole page while something app-wide loads. */
export function FullPageSpinner({ label = "Loading" }: { label?: string }) {
  return (
    <div className="fixed inset-0 z-[55] flex items-center justify-center bg-white/70" aria-busy="true">
      <Spinner size="lg" label={label} />
    </div>
  );
}

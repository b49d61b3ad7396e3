/** A screen whose feature arrives in a later issue. */
export function Placeholder({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="text-xl font-semibold">
        {title}
      </h1>
      <div className="mt-6 rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center text-slate-500">
        {children ?? "Nothing here yet."}
      </div>
    </section>
  );
}

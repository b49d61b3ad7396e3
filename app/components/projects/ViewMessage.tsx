/** What a project view (List, Gantt) shows instead of its rows when its call failed: the API's message. */
export function ViewMessage({ message }: { message: string | null }) {
  return (
    <section className="p-6">
      <h2 className="text-xl font-semibold">Project</h2>
      <p role="alert" className="mt-4 rounded-md border border-slate-200 bg-white p-4 text-slate-600">
        {message}
      </p>
    </section>
  );
}

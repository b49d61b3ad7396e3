import { useLoaderData } from "@remix-run/react";

export const loader = () => ({
  rows: Array.from({ length: 50 }, (_, i) => ({ id: `row-${i}`, name: `Task number ${i}`, due: "2026-11-22" })),
});

export default function Rows() {
  const { rows } = useLoaderData<typeof loader>();
  return (
    <main className="p-4">
      <h1 className="text-xl font-semibold">Rows</h1>
      <ul className="divide-y">
        {rows.map((row) => (
          <li key={row.id} className="flex items-center gap-2 py-1">
            <a href={`/tasks/${row.id}`} className="text-blue-700">
              {row.name}
            </a>
            <span className="text-sm text-slate-500">{row.due}</span>
          </li>
        ))}
      </ul>
    </main>
  );
}

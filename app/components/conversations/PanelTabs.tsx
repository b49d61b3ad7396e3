import { Link, useLocation } from "@remix-run/react";
import { withParams } from "~/lib/searchParams";
import { ALL_THREAD_PARAMS, CONVERSATIONS_TAB, THREAD_PARAMS } from "~/lib/conversationForms";

/** The side panel's sections, Details and Conversations, as links (`tab`), so they work without JavaScript. */
export function PanelTabs({ current, count }: { current: "details" | "conversations"; count: number | null }) {
  const { search } = useLocation();
  const cleared = Object.fromEntries(ALL_THREAD_PARAMS.map((name) => [name, null]));
  const tab = (name: "details" | "conversations", label: string) => (
    <Link
      to={withParams(search, { ...cleared, [THREAD_PARAMS.tab]: name === "details" ? null : CONVERSATIONS_TAB })}
      preventScrollReset
      aria-current={current === name ? "page" : undefined}
      className="border-b-2 border-transparent px-3 py-1.5 text-sm text-slate-600 hover:text-ink aria-[current]:border-brand-600 aria-[current]:font-medium aria-[current]:text-ink"
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="Task panel sections" className="flex gap-1 border-b border-slate-200">
      {tab("details", "Details")}
      {tab("conversations", count === null ? "Conversations" : `Conversations (${count})`)}
    </nav>
  );
}

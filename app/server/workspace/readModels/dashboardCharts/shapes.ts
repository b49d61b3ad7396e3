import type { Currency } from "~/lib/columns";

/**
 * Where a bar, slice or stacked part leads: the List view of its one project with the filters that
 * List understands (status, assignee, priority, due range); `segment` when its tasks span several
 * projects, which the dashboard itself lists (decision record 54).
 */
export type SliceLink = { teamId: string; projectId: string; params: Record<string, string>; exact: boolean } | { segment: string };
export type Slice = { key: string; label: string; value: number; colour?: string; link?: SliceLink; parts?: Record<string, number>; partLinks?: Record<string, SliceLink> };
export type Series = { key: string; label: string; colour?: string };
export type NumberColumn = { name: string; type: "NUMBER" | "CURRENCY"; currency: Currency | null };
export type ListedTask = { taskId: string; name: string; projectId: string; teamId: string; projectName: string; status: string | null; dueDate: string | null; priority: string | null };

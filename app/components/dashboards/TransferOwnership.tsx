import { Form } from "@remix-run/react";
import { CsrfField } from "~/components/CsrfField";
import { INTENT_FIELD } from "~/components/forms";
import type { Board } from "./types";

const FIELD = "rounded-md border border-slate-300 px-2 py-1.5 text-sm";

/**
 * Handing the dashboard over (issue 18, decision 0055): its owner or a tenant admin chooses one of
 * its invited people (a guest of the organisation cannot own it: the server says so); the old owner
 * stays on it as an editor. A plain post, the same with JavaScript and without.
 */
export function TransferOwnership({ dashboard, people }: Pick<Board, "dashboard" | "people">) {
  if (people.length === 0) return <p className="mt-3 text-sm text-slate-500">To hand this dashboard over, invite the new owner first.</p>;
  return (
    <Form method="post" aria-label="Transfer ownership" className="mt-4 flex flex-wrap items-end gap-3 border-t border-slate-100 pt-3">
      <CsrfField />
      <input type="hidden" name={INTENT_FIELD} value="transferDashboard" />
      <input type="hidden" name="dashboardId" value={dashboard.dashboardId} />
      <label className="flex flex-col gap-1 text-sm font-medium">
        New owner
        <select name="userId" className={FIELD} defaultValue="">
          <option value="" disabled>
            Choose a person
          </option>
          {people.map((person) => (
            <option key={person.userId} value={person.userId}>
              {person.firstName} {person.lastName}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50">
        Transfer ownership
      </button>
      <p className="w-full text-xs text-slate-500">You stay on the dashboard as an editor; the new owner manages its people.</p>
    </Form>
  );
}

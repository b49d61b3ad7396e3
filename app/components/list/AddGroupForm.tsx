import { useEffect, useRef } from "react";
import { EditFields, useEditFetcher } from "../tasks/useEditFetcher";

export function AddGroupForm() {
  const { fetcher, pending } = useEditFetcher("add-group");
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);
  return (
    <fetcher.Form ref={formRef} method="post" className="flex items-center gap-2" preventScrollReset>
      <EditFields intent="createGroup" />
      <label htmlFor="new-group-name" className="sr-only">
        New task group
      </label>
      <input id="new-group-name" name="name" required placeholder="New task group" className="rounded border border-slate-300 px-2 py-1 text-sm" />
      <button type="submit" disabled={pending} className="rounded border border-brand-600 px-3 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-60">
        {pending ? "Adding…" : "Add group"}
      </button>
    </fetcher.Form>
  );
}

import { lazy, Suspense, useEffect, useState } from "react";
import { dropDraft, useDraftKey, useHasDraft } from "~/components/drafts/useDraft";
import { useHydrated } from "~/components/useHydrated";
import { VIA_FETCHER } from "~/intents/fetcher";
import { CSRF_FIELD } from "~/lib/csrf";
import { useRootData } from "~/lib/rootData";
import { type RichTextDoc } from "~/schemas/richText";
import { docToText } from "~/schemas/richTextTree";
import type { OpenTask } from "../list/types";
import { EditFields, useEditFetcher } from "./useEditFetcher";

const RichTextEditor = lazy(() => import("./RichTextEditor"));

/**
 * A task's description: the server's rendering (safe HTML), and an editor —
 * Tiptap with JavaScript, loaded when the member asks to edit; without it a
 * text area whose lines become paragraphs. With JavaScript what is typed is kept as a
 * draft until it is saved, and the editor opens with it again (issue 43 §1).
 */
export function DescriptionField({ task, canEdit }: { task: OpenTask; canEdit: boolean }) {
  const hydrated = useHydrated();
  const [editing, setEditing] = useState(false);
  const { fetcher, pending } = useEditFetcher(`description-${task.id}`);
  const csrf = useRootData()?.csrfToken ?? "";
  const doc = task.description as RichTextDoc | null;
  const draftKey = useDraftKey(task.id, "description");
  const drafted = useHasDraft(draftKey) && canEdit;
  useEffect(() => {
    if (drafted) setEditing(true);
  }, [drafted]);
  // Saved: the draft has done its work (a refused save keeps it, and the editor offers it again).
  const [sent, setSent] = useState(false);
  useEffect(() => {
    if (!sent || fetcher.state !== "idle" || !fetcher.data) return;
    setSent(false);
    if (fetcher.data.ok) dropDraft(draftKey);
  }, [sent, fetcher.state, fetcher.data, draftKey]);
  const save = (json: unknown) => {
    setSent(true);
    fetcher.submit({ intent: "updateTask", taskId: task.id, descriptionJson: JSON.stringify(json), [VIA_FETCHER]: "1", [CSRF_FIELD]: csrf }, { method: "post" });
    setEditing(false);
  };
  return (
    <section aria-labelledby="description-title" className="flex flex-col gap-2">
      <h3 id="description-title" className="text-sm font-semibold text-slate-700">
        Description
      </h3>
      {task.descriptionHtml && !editing ? (
        <div className="prose prose-sm max-w-none rounded bg-slate-50 p-2" data-testid="description-html" dangerouslySetInnerHTML={{ __html: task.descriptionHtml }} />
      ) : null}
      {!task.descriptionHtml && !editing ? <p className="text-sm text-slate-500">No description.</p> : null}
      {!canEdit ? null : hydrated ? (
        editing ? (
          <Suspense fallback={<p className="text-sm text-slate-500">Loading editor…</p>}>
            <RichTextEditor key={task.id} initial={doc} label={`Description of ${task.name}`} onSave={save} pending={pending} draftKey={draftKey} />
          </Suspense>
        ) : (
          <button type="button" onClick={() => setEditing(true)} className="self-start rounded border border-slate-300 px-3 py-1 text-sm hover:bg-slate-50">
            {pending ? "Saving…" : "Edit description"}
          </button>
        )
      ) : (
        <fetcher.Form method="post" className="flex flex-col gap-2">
          <EditFields intent="updateTask" values={{ taskId: task.id }} />
          <label htmlFor="description-text" className="text-xs text-slate-600">
            Edit description (each line becomes a paragraph)
          </label>
          <textarea id="description-text" name="descriptionText" rows={6} defaultValue={docToText(doc)} className="rounded border border-slate-300 p-2 text-sm" />
          <button type="submit" className="self-start rounded bg-brand-600 px-3 py-1 text-sm font-medium text-white">
            Save description
          </button>
        </fetcher.Form>
      )}
    </section>
  );
}

import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { Restricted } from "~/components/access/Restricted";
import { ExportForm } from "~/components/exports/ExportForm";
import { ColumnCell, ValueCell, type CellColumn } from "~/components/columns/ValueCell";
import type { ColumnCellRenderer } from "~/components/list/columnSlot";
import { ListView } from "~/components/list/ListView";
import { ViewUnavailable } from "~/components/projects/ViewUnavailable";
import type { ColumnValue } from "~/lib/columns";
import { apiResult } from "~/lib/api-result";
import { redirectWithToast } from "~/lib/toast.server";
import { columnValueIntents, columnValuePost } from "~/intents/columnValue.server";
import { taskPost } from "~/intents/tasks.server";
import { conversationIntents, conversationPost } from "~/intents/conversations.server";
import { loadThread } from "~/lib/conversations.server";
import { loadFiles } from "~/lib/attachments.server";
import { attachmentPost, isAttachmentPost } from "~/intents/attachments.server";
import { ItemFilesProvider } from "~/components/attachments/AttachmentsContext";

/** The List view of a project (issue 7 §8): one workspace call brings the window, and the open task when there is one. */
const LIST_PARAMS = ["groupId", "cursor", "limit", "loaded", "sort", "dir", "status", "assignee", "priority", "dueFrom", "dueTo", "q", "taskId", "scrollTaskId"] as const;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [{ title: `${loaded?.list?.project.name ?? "Project"} · List · Meridian` }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const query: Record<string, string> = { projectId: params.projectId ?? "" };
  for (const name of LIST_PARAMS) {
    const value = search.get(name);
    if (value) query[name] = value;
  }
  // The open panel's conversations, only when its tab shows them, and its files (issue 17): beside the list, in parallel.
  const [result, thread, files] = await Promise.all([
    context.api.project.list.$get({ query: query as { projectId: string } }).then(apiResult),
    loadThread(context.api, search),
    loadFiles(context.api, search),
  ]);
  // A panel whose task is gone (deleted, moved away) closes, and the list shows.
  if (!result.ok && result.status === 404 && query.taskId) {
    const url = new URL(request.url);
    url.searchParams.delete("taskId");
    return redirectWithToast(request, `${url.pathname}${url.search}`, { kind: "error", message: result.message });
  }
  if (!result.ok) return data({ list: null, message: result.message, thread: null, files: null }, result.status === 404 ? 404 : result.status === 400 ? 400 : 200);
  return { list: result.data, message: null, thread, files, progress: result.data.project.progress };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const form = await request.formData();
  if (columnValueIntents.handles(form)) return columnValuePost(request, form, context.api, params);
  if (conversationIntents.handles(form)) return conversationPost(request, form, context.api);
  if (isAttachmentPost(form)) return attachmentPost(request, form, context.api);
  return taskPost(request, form, context.api, params);
}

export default function ProjectList() {
  const { list, message, thread, files } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  if (!list) return <ViewUnavailable message={message} />;
  return (
    <section aria-labelledby="list-title" className="p-4">
      <div className="mb-3 flex items-baseline justify-between gap-4">
        <h2 id="list-title" className="text-xl font-semibold">
          {list.project.name} <span className="text-sm font-normal text-slate-500">· List</span>
        </h2>
        <div className="flex items-center gap-3">
          {list.canEdit ? (
            <Restricted capability="customColumns" label="Manage columns" className="text-sm font-medium">
              <Link to="columns" className="text-sm font-medium text-brand-700 hover:underline">
                Manage columns
              </Link>
            </Restricted>
          ) : null}
          <Restricted capability="exportData" label="Export" className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium">
            <ExportForm projectId={list.project.id} search={search} />
          </Restricted>
        </div>
      </div>
      <ItemFilesProvider files={files}>
        <ListView list={list} renderColumnCell={columnCell(list.people)} thread={thread} />
      </ItemFilesProvider>
    </section>
  );
}

/** The columns feature's cell in each custom column of the List view: a row's opens when asked (ColumnCell), the panel's is an editor. */
const columnCell = (people: Array<{ userId: string; firstName: string; lastName: string }>): ColumnCellRenderer => {
  const named = people.map((person) => ({ userId: person.userId, name: `${person.firstName} ${person.lastName}` }));
  return ({ task, column, disabled, labelled }) => {
    const Cell = labelled ? ValueCell : ColumnCell;
    return (
      <Cell
        column={{ ...column, columnId: column.id } as CellColumn}
        taskId={task.id}
        taskName={task.name}
        value={(task.values[column.id] as ColumnValue | undefined) ?? null}
        people={named}
        canEdit={!disabled}
      />
    );
  };
};

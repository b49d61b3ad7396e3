import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { Restricted } from "~/components/access/Restricted";
import { Icon } from "~/components/Icon";
import { ColumnCell, ValueCell, type CellColumn } from "~/components/columns/ValueCell";
import type { ColumnCellRenderer } from "~/components/list/columnSlot";
import { ListView } from "~/components/list/ListView";
import { ViewUnavailable } from "~/components/projects/ViewUnavailable";
import type { ColumnValue } from "~/lib/columns";
import { savedNameWidth } from "~/lib/listColumns";
import { apiResult } from "~/lib/api-result";
import { redirectWithToast } from "~/lib/toast.server";
import { columnValueIntents, columnValuePost } from "~/intents/columnValue.server";
import { taskPost } from "~/intents/tasks.server";
import { readDateParams } from "~/lib/dateFields";
import { conversationIntents, conversationPost } from "~/intents/conversations.server";
import { loadThread } from "~/lib/conversations.server";
import { loadFiles } from "~/lib/attachments.server";
import { attachmentIntents, attachmentPost } from "~/intents/attachments.server";
import { ItemFilesProvider } from "~/components/attachments/AttachmentsContext";

/** The List view of a project (issue 7 §8): one workspace call brings the window, and the open task when there is one. */
const LIST_PARAMS = ["groupId", "cursor", "limit", "loaded", "sort", "dir", "status", "assignee", "priority", "dueFrom", "dueTo", "q", "taskId", "scrollTaskId"] as const;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [{ title: `${loaded?.list?.project.name ?? "Project"} · List · Meridian` }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  // Days filtered by without JavaScript come as typed (decision 82).
  const search = readDateParams(new URL(request.url).searchParams);
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
  if (!result.ok) return data({ list: null, message: result.message, thread: null, files: null, nameWidth: null }, result.status === 404 ? 404 : result.status === 400 ? 400 : 200);
  return { list: result.data, message: null, thread, files, progress: result.data.project.progress, nameWidth: savedNameWidth(request.headers.get("cookie")) };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const form = await request.formData();
  if (columnValueIntents.handles(form)) return columnValuePost(request, form, context.api, params);
  if (conversationIntents.handles(form)) return conversationPost(request, form, context.api);
  if (attachmentIntents.handles(form)) return attachmentPost(request, form, context.api);
  return taskPost(request, form, context.api, params);
}

export default function ProjectList() {
  const { list, message, thread, files, nameWidth } = useLoaderData<typeof loader>();
  if (!list) return <ViewUnavailable message={message} />;
  return (
    <section aria-labelledby="list-title">
      {/* The project's header above names it: the page's own heading is for screen readers (issue 43 §3: shown, it was the title again). */}
      <h2 id="list-title" className="sr-only">
        {list.project.name} · List
      </h2>
      <ItemFilesProvider files={files}>
        <ListView list={list} renderColumnCell={columnCell(list.people)} thread={thread} savedNameWidth={nameWidth} tools={list.canEdit ? <ManageColumns /> : null} />
      </ItemFilesProvider>
    </section>
  );
}

/** The columns page's link, a gear at the start of the column heads (issue 43 §3: one bar above the rows). */
function ManageColumns() {
  const gear = <Icon name="settings" size={16} />;
  return (
    <Restricted capability="customColumns" label={gear} className="grid place-items-center">
      <Link to="columns" aria-label="Manage columns" title="Manage columns" className="grid size-6 place-items-center rounded text-slate-500 hover:bg-slate-100 hover:text-brand-700">
        {gear}
      </Link>
    </Restricted>
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

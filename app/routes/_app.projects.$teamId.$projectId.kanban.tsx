import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { KanbanBoard } from "~/components/kanban/KanbanBoard";
import { apiResult } from "~/lib/api-result";
import { ViewUnavailable } from "~/components/projects/ViewUnavailable";
import { boardPost } from "~/intents/kanban.server";
import { boardRevalidates } from "~/intents/revalidation";

/**
 * The Kanban view of a project (issue 8 §1): one workspace call brings the board, with the cards
 * "Load more" showed (`loaded`, decision record 58); `column` + `cursor` page one column past that.
 */
export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [{ title: `${loaded?.board?.project.name ?? "Project"} · Kanban · Meridian` }];

export const shouldRevalidate: ShouldRevalidateFunction = boardRevalidates;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const query = { projectId: params.projectId ?? "", column: search.get("column") ?? undefined, cursor: search.get("cursor") ?? undefined, loaded: search.get("loaded") ?? undefined };
  const result = await apiResult(await context.api.kanban.getColumns.$get({ query }));
  if (!result.ok) return data({ board: null, message: result.message }, result.status === 404 ? 404 : result.status === 400 ? 400 : 200);
  return { board: result.data, message: null, progress: result.data.project.progress };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  return boardPost(request, await request.formData(), context.api, params);
}

export default function ProjectKanban() {
  const { board, message } = useLoaderData<typeof loader>();
  if (!board) {
    return <ViewUnavailable message={message} />;
  }
  return (
    <section aria-labelledby="kanban-title" className="p-4">
      <h2 id="kanban-title" className="mb-3 text-xl font-semibold">
        {board.project.name} <span className="text-sm font-normal text-slate-500">· Kanban</span>
      </h2>
      <KanbanBoard board={board} projectPath={`/projects/${board.project.teamId}/${board.project.id}`} />
    </section>
  );
}

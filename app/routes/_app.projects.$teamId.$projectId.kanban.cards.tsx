import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseChoice } from "~/components/kanban/intents";
import { apiResult } from "~/lib/api-result";
import type { BoardType } from "~/schemas/kanban";

/** One column's next page of cards for the board's fetcher (JavaScript): kanban/getTasks, one workspace call. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const board = parseChoice(search.get("board") ?? "") as { type?: BoardType; columnId?: string };
  const query = { projectId: params.projectId ?? "", column: search.get("column") ?? "", cursor: search.get("cursor") ?? undefined, ...board };
  const result = await apiResult(await context.api.kanban.getTasks.$get({ query }));
  return result.ok ? { page: result.data, message: null } : data({ page: null, message: result.message }, result.status);
}

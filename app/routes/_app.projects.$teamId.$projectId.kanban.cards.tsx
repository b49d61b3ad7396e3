import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseChoice } from "~/components/kanban/intents";
import { apiResult } from "~/lib/api-result";
import type { BoardType } from "~/lib/kanban";

/**
 * One column's next page of cards for the board's fetcher (JavaScript): kanban/getTasks, one workspace call.
 * A resource route answers a Response with the API's status: Remix would send a `data()` here as
 * its wrapper, with 200 (decision record 37).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const board = parseChoice(search.get("board") ?? "") as { type?: BoardType; columnId?: string };
  const query = { projectId: params.projectId ?? "", column: search.get("column") ?? "", cursor: search.get("cursor") ?? undefined, ...board };
  const result = await apiResult(await context.api.kanban.getTasks.$get({ query }));
  return result.ok ? Response.json({ page: result.data, message: null }) : Response.json({ page: null, message: result.message }, { status: result.status });
}

import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadMore } from "~/lib/conversations.server";

/**
 * What the conversations tab fetches with JavaScript (issue 17): the next page
 * of an item's conversations (`taskId` or `groupId`, `cursor`), a
 * conversation's further replies (`conversationId`, `cursor`), or whom a
 * message may mention (`mentionable`). One workspace call each; without
 * JavaScript the List view's links bring the same through its loader.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadMore(context.api, new URL(request.url).searchParams);
}

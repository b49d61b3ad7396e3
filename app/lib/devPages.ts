import type { AppLoadContext } from "@remix-run/cloudflare";
import { apiResult } from "./api-result";

type ApiResponse = { status: number; headers: Headers; json(): Promise<unknown> };

/**
 * The data of a development page (outbox, traces, analytics) from its API
 * call; without the development flag (so always in production) these pages do not exist (404).
 */
export async function developmentData<R extends ApiResponse>(context: AppLoadContext, call: (api: AppLoadContext["api"]) => Promise<R>) {
  if (!context.config.development) throw new Response("Not found", { status: 404 });
  const result = await apiResult(await call(context.api));
  if (!result.ok) throw new Response(result.message, { status: result.status });
  return result.data;
}

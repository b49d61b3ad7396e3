import type { EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { renderToReadableStream } from "react-dom/server";

// As the app's entry renders, without its nonce.
export default async function handleRequest(request: Request, status: number, headers: Headers, remixContext: EntryContext) {
  const body = await renderToReadableStream(<RemixServer context={remixContext} url={request.url} />, { signal: request.signal });
  await body.allReady;
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(await new Response(body).arrayBuffer(), { headers, status });
}

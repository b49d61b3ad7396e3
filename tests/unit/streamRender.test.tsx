import { createRequire } from "node:module";
import { Suspense, createElement, type ReactNode, type ReactElement } from "react";
import { describe, expect, it } from "vitest";

// The builds the Worker runs (workerd resolves react-dom/server to the browser build), as patched by
// patches/react-dom+18.3.1.patch (decision 0034); vitest alone would pick the development build.
const build = (file: string) => createRequire(import.meta.url)(`${process.cwd()}/node_modules/react-dom/cjs/${file}`);
const { renderToReadableStream } = build("react-dom-server.browser.production.min.js") as {
  renderToReadableStream: (element: ReactElement) => Promise<ReadableStream<Uint8Array> & { allReady: Promise<void> }>;
};
const { renderToString } = build("react-dom-server-legacy.browser.production.min.js") as { renderToString: (element: ReactElement) => string };

const Page = ({ children }: { children?: ReactNode }) => (
  <html lang="en">
    <head>
      <title>Zoë &amp; the “quotes” — 東京</title>
    </head>
    <body className="h-full" data-theme='a"b'>
      <ul aria-label="Rows" style={{ marginTop: 4, color: "red" }}>
        {Array.from({ length: 300 }, (_, i) => (
          <li key={i} title={`row ${i} <é>`}>
            Task {i} ✓ 🎉 <input type="checkbox" defaultChecked={i % 2 === 0} disabled={i % 3 === 0} readOnly />
          </li>
        ))}
      </ul>
      {children}
    </body>
  </html>
);

async function chunksOf(stream: ReadableStream<Uint8Array>) {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
  return chunks;
}

const text = (chunks: Uint8Array[]) => new TextDecoder().decode(Buffer.concat(chunks));

describe("React's stream renderer as the Worker runs it (strings until each flush, decision 0034)", () => {
  it("writes exactly the HTML renderToString writes, multi-byte characters and escapes included", async () => {
    const stream = await renderToReadableStream(<Page />);
    await stream.allReady;
    const html = text(await chunksOf(stream));
    expect(html).toBe(`<!DOCTYPE html>${renderToString(<Page />)}`);
    expect(html).toContain("Zoë &amp; the “quotes” — 東京");
    expect(html).toContain('title="row 299 &lt;é&gt;"');
    expect(html.length).toBeGreaterThan(20_000);
  });

  it("hands the runtime one chunk per flush, not a chunk per 512 bytes", async () => {
    const stream = await renderToReadableStream(<Page />);
    await stream.allReady;
    expect(await chunksOf(stream)).toHaveLength(1);
  });

  it("still sends the shell first and a suspended boundary when it resolves", async () => {
    let resolved = false;
    const later = new Promise<void>((resolve) => setTimeout(resolve, 20)).then(() => void (resolved = true));
    function Late() {
      if (!resolved) throw later;
      return createElement("p", null, "Arrived — ✓");
    }
    const stream = await renderToReadableStream(
      <Page>
        <Suspense fallback={<p>Waiting…</p>}>
          <Late />
        </Suspense>
      </Page>,
    );
    const reader = stream.getReader();
    const shell = new TextDecoder().decode((await reader.read()).value);
    expect(shell).toContain("Waiting…");
    expect(shell).not.toContain("Arrived");
    const rest: Uint8Array[] = [];
    for (let read = await reader.read(); !read.done; read = await reader.read()) rest.push(read.value);
    expect(text(rest)).toContain("Arrived — ✓");
  });
});

/** A span as the development collector shows it. */
export type ShownSpan = {
  spanId: string;
  parentSpanId?: string;
  service: string;
  name: string;
  startMs: number;
  endMs: number;
  failed: boolean;
  attributes: Record<string, string | number | boolean>;
};

export type WaterfallRow<S extends ShownSpan> = { span: S; depth: number; offsetPercent: number; widthPercent: number };

/**
 * A trace's spans as waterfall rows: each span under its parent (depth first,
 * in start order; a span whose parent was not received is a root), placed on
 * the trace's time line in percent.
 */
export function waterfall<S extends ShownSpan>(spans: readonly S[]): { durationMs: number; rows: WaterfallRow<S>[] } {
  if (spans.length === 0) return { durationMs: 0, rows: [] };
  const start = Math.min(...spans.map((span) => span.startMs));
  const durationMs = Math.max(...spans.map((span) => span.endMs)) - start;
  const percent = (ms: number) => (durationMs > 0 ? (ms / durationMs) * 100 : 0);
  const ids = new Set(spans.map((span) => span.spanId));
  const byStart = [...spans].sort((a, b) => a.startMs - b.startMs);
  const childrenOf = (parent: string | undefined) =>
    byStart.filter((span) => (parent === undefined ? !span.parentSpanId || !ids.has(span.parentSpanId) : span.parentSpanId === parent));
  const rows: WaterfallRow<S>[] = [];
  const visit = (span: S, depth: number) => {
    rows.push({ span, depth, offsetPercent: percent(span.startMs - start), widthPercent: percent(span.endMs - span.startMs) });
    for (const child of childrenOf(span.spanId)) visit(child, depth + 1);
  };
  for (const root of childrenOf(undefined)) visit(root, 0);
  return { durationMs, rows };
}

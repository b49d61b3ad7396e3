import { formatDate } from "~/lib/dates";

/**
 * The PDF exports' page geometry (issue 19 §2, decision 0056), pure: paper sizes, how rows and
 * columns (a table's, or a Gantt chart's time columns) are cut into pages, text fitted to a width,
 * and the header and footer lines. Units are PDF points (1/72 inch); y grows downwards from the
 * top of the page here, the drawing code turns it round.
 */
export const PAPERS = ["a4", "letter"] as const;
export type Paper = (typeof PAPERS)[number];
export const PAPER_NAMES: Record<Paper, string> = { a4: "A4", letter: "Letter" };

/** Portrait width and height. */
const PAPER_SIZES: Record<Paper, [number, number]> = { a4: [595.28, 841.89], letter: [612, 792] };

export type PageBox = { width: number; height: number };

/** Landscape: the long side across. */
export const landscape = (paper: Paper): PageBox => ({ width: PAPER_SIZES[paper][1], height: PAPER_SIZES[paper][0] });

export const MARGIN = 28;
export const HEADER_HEIGHT = 30;
export const FOOTER_HEIGHT = 20;

/** The room between the header and the footer. */
export function bodyBox(page: PageBox) {
  const top = MARGIN + HEADER_HEIGHT;
  return { left: MARGIN, top, width: page.width - 2 * MARGIN, height: page.height - top - MARGIN - FOOTER_HEIGHT };
}

/**
 * Rows cut into pages: each page holds the rows whose heights fit in `available`, in order; a row
 * taller than a page gets a page of its own. Answers the index of each page's first row.
 */
export function pageBreaks(heights: readonly number[], available: number): number[] {
  const starts: number[] = [];
  let used = Infinity;
  heights.forEach((height, index) => {
    if (used + height > available) {
      starts.push(index);
      used = 0;
    }
    used += height;
  });
  return starts;
}

/** The rows of each page, from `pageBreaks`. */
export function pagesOf<T>(rows: readonly T[], starts: readonly number[]): T[][] {
  return starts.map((start, page) => rows.slice(start, starts[page + 1] ?? rows.length));
}

/**
 * Columns cut across pages, side by side: each slice holds the columns that fit in `available`
 * after the `fixed` width every page repeats (the task's name); a column wider than the room is
 * alone on its slice. Answers each slice's first and last (exclusive) column and its widths' sum.
 */
export function columnSlices(widths: readonly number[], available: number): Array<{ from: number; to: number; width: number }> {
  const slices: Array<{ from: number; to: number; width: number }> = [];
  widths.forEach((width, index) => {
    const last = slices[slices.length - 1];
    if (last && last.width + width <= available) {
      last.to = index + 1;
      last.width += width;
    } else slices.push({ from: index, to: index + 1, width });
  });
  return slices;
}

/** A text's width, from the width of each character (kerning left out: cells are short and cut with room to spare). */
export type Measure = (char: string) => number;
export const widthOf = (text: string, measure: Measure) => [...text].reduce((sum, char) => sum + measure(char), 0);

const ELLIPSIS = "…";

/** One line: line breaks become spaces, and a text wider than `width` is cut with an ellipsis. */
export function fitLine(text: string, width: number, measure: Measure): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (widthOf(line, measure) <= width) return line;
  const room = width - measure(ELLIPSIS);
  let used = 0;
  let cut = "";
  for (const char of line) {
    used += measure(char);
    if (used > room) break;
    cut += char;
  }
  return `${cut.trimEnd()}${ELLIPSIS}`;
}

/** Words wrapped into at most `maxLines` lines of `width`; the last line cut with an ellipsis if the text goes on. */
export function wrapLines(text: string, width: number, measure: Measure, maxLines: number): string[] {
  const words = text.replace(/\s+/g, " ").trim().split(" ").filter(Boolean);
  const lines: string[] = [];
  let current = "";
  for (let index = 0; index < words.length; index++) {
    const candidate = current ? `${current} ${words[index]}` : words[index];
    if (widthOf(candidate, measure) <= width || !current) {
      current = candidate;
      continue;
    }
    if (lines.length === maxLines - 1) return [...lines, fitLine(`${current} ${words.slice(index).join(" ")}`, width, measure)];
    lines.push(current);
    current = words[index];
  }
  if (current) lines.push(current);
  return lines.map((line) => fitLine(line, width, measure));
}

/** The header's line: organisation, project (or dashboard), what it is, and the day in the member's format. */
export function headerLine(parts: { tenant: string; title: string; kind: string; at: Date | number; dateFormat: string | null }) {
  return `${parts.tenant} · ${parts.title} · ${parts.kind} · ${formatDate(parts.at, parts.dateFormat ?? undefined)}`;
}

/** The footer's page number: "Page 2 of 7". */
export const pageLabel = (page: number, pages: number) => `Page ${page} of ${pages}`;

/** The Gantt chart's columns (lib/gantt.ts, in pixels) drawn at this many points a pixel: a week is 84 pt, a month 84 pt. */
export const GANTT_SCALE = 0.4;
/** Up to half a year in weeks; longer projects in months, so a year fits on two pages across. */
const WEEKS_UP_TO_DAYS = 183;

export function ganttZoom(range: { start: string; end: string } | null): "week" | "month" {
  if (!range) return "week";
  const days = (Date.parse(range.end) - Date.parse(range.start)) / 86_400_000;
  return days <= WEEKS_UP_TO_DAYS ? "week" : "month";
}

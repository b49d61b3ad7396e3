import { useLocation } from "@remix-run/react";
import { FeatureLocked } from "~/components/subscription/FeatureLocked";
import { PAPER_NAMES, PAPERS } from "~/lib/pdf/layout";
import { usePlanIncludes } from "~/lib/shell";
import { PDF_KIND_NAMES, type PdfKind } from "~/lib/exports/formats";
import { listFilters, RowsChoice } from "./ListRows";

/** Where a PDF is downloaded from (download/exportToPdf): a plain GET, so the file arrives with or without JavaScript. */
export const PDF_PATH = "/api/v2/download/exportToPdf";

const field = "rounded border border-slate-300 px-2 py-1 text-sm";

/**
 * "Download PDF" (issue 19 §2, decision 0056): a project's List or Gantt chart (a choice, the view
 * on screen first), or a dashboard, on A4 or Letter paper, landscape. A native GET form: the browser
 * downloads the attachment with or without JavaScript. From the List view (`search`: its query
 * string) the List's PDF is of the rows its filters let through, in its sort, as its data export.
 */
export function PdfExportForm({
  id,
  fieldPrefix,
  dashboard = false,
  search,
  className = "flex flex-col gap-2",
}: {
  id: string;
  fieldPrefix: string;
  dashboard?: boolean;
  search?: string;
  className?: string;
}) {
  const onGantt = useLocation().pathname.endsWith("/gantt");
  const included = usePlanIncludes("pdfExport");
  const filters = dashboard ? [] : listFilters(search);
  const kinds: PdfKind[] = dashboard ? ["dashboard"] : ["list", "gantt"];
  const prefix = `${fieldPrefix}-pdf`;
  if (!included) return <FeatureLocked feature="pdfExport" className={className} />;
  return (
    <form method="get" action={PDF_PATH} aria-label={dashboard ? "Download the dashboard as PDF" : "Download a PDF"} className={className}>
      <input type="hidden" name={dashboard ? "dashboardId" : "projectId"} value={id} />
      {filters.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {dashboard ? (
        <input type="hidden" name="kind" value="dashboard" />
      ) : (
        <label className="flex flex-col gap-1" htmlFor={`${prefix}-kind`}>
          PDF of
          <select id={`${prefix}-kind`} name="kind" defaultValue={onGantt ? "gantt" : "list"} className={field}>
            {kinds.map((kind) => (
              <option key={kind} value={kind}>
                The {PDF_KIND_NAMES[kind]}
              </option>
            ))}
          </select>
        </label>
      )}
      {!dashboard && search !== undefined ? <RowsChoice id={prefix} filtered={filters.length > 0} /> : null}
      <label className="flex flex-col gap-1" htmlFor={`${prefix}-paper`}>
        Paper
        <select id={`${prefix}-paper`} name="paper" defaultValue="a4" className={field}>
          {PAPERS.map((paper) => (
            <option key={paper} value={paper}>
              {PAPER_NAMES[paper]} landscape
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="rounded bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700">
        Download PDF
      </button>
    </form>
  );
}

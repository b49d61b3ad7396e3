import { Popover } from "~/components/Popover";
import { FeatureLocked } from "~/components/subscription/FeatureLocked";
import { usePlanIncludes } from "~/lib/shell";
import { EXPORT_FORMAT_NAMES, EXPORT_FORMATS } from "~/lib/exports/formats";
import { listFilters, RowsChoice } from "./ListRows";
import { PdfExportForm } from "./PdfExportForm";

/** Where a project's data is downloaded from (download/projectData): a plain GET, so the file arrives with or without JavaScript. */
export const PROJECT_DATA_PATH = "/api/v2/download/projectData";

/**
 * "Export": a project's data as CSV, XLSX or JSON (issue 19 §1). From the project's menu it is the
 * whole project; from the List view (`search`: its query string) the rows its filters let through,
 * in its sort, unless the member asks for the whole project. A native form (not Remix's): the
 * browser downloads the answer as the attachment it is. A menu rendered only once opened (Popover).
 */
export function ExportForm({ projectId, search }: { projectId: string; search?: string }) {
  const id = search === undefined ? "export-project" : "export-list";
  return (
    <Popover
      name={id}
      label={search === undefined ? "Export project" : "Export list"}
      trigger="Export"
      placement="bottom-end"
      triggerClassName="border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-50"
      panelClassName="flex w-64 flex-col gap-3 p-3 text-sm"
    >
      <ExportForms projectId={projectId} search={search} id={id} />
    </Popover>
  );
}

/** The menu's two forms: the data (a button per format: CSV, XLSX, JSON) and the PDF. */
function ExportForms({ projectId, search, id }: { projectId: string; search?: string; id: string }) {
  return (
    <>
      {usePlanIncludes("dataExport") ? <DataExportForm projectId={projectId} search={search} id={id} /> : <FeatureLocked feature="dataExport" className="flex flex-col gap-2" />}
      <PdfExportForm id={projectId} fieldPrefix={id} search={search} className="flex flex-col gap-2 border-t border-slate-200 pt-3" />
    </>
  );
}

/** The data's form: CSV, XLSX or JSON, the rows, archived items or not. */
function DataExportForm({ projectId, search, id }: { projectId: string; search?: string; id: string }) {
  const filters = listFilters(search);
  return (
    <form
      method="get"
      action={PROJECT_DATA_PATH}
      aria-label={search === undefined ? "Export the project" : "Export the list"}
      className="flex flex-col gap-2"
    >
      <input type="hidden" name="projectId" value={projectId} />
      {filters.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {search !== undefined ? (
        <RowsChoice id={id} filtered={filters.length > 0} />
      ) : (
        <input type="hidden" name="rows" value="all" />
      )}
      <label className="flex items-center gap-2">
        <input type="checkbox" name="archived" value="true" />
        Include archived items
      </label>
      {/* One click a format (issue 43 §3): each button sends the form with its own. */}
      <div role="group" aria-label="Download as" className="flex flex-col gap-1">
        {EXPORT_FORMATS.map((format) => (
          <button key={format} type="submit" name="format" value={format} className="rounded bg-brand-600 px-3 py-1.5 text-left font-medium text-white hover:bg-brand-700">
            Download {EXPORT_FORMAT_NAMES[format]}
          </button>
        ))}
      </div>
    </form>
  );
}

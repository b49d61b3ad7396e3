import { Form } from "@remix-run/react";
import { CsrfField } from "~/components/CsrfField";
import { INTENT_FIELD } from "~/components/forms";
import { STATUS_CATEGORIES } from "~/lib/statuses";
import { BAR_GROUP_NAMES, BAR_GROUPS, columnRef, INTERVALS, MEASURE_NAMES, MEASURES, WIDGET_KIND_NAMES, WIDGET_KINDS, WIDGET_SIZES } from "~/lib/dashboards";
import { PRIORITIES, PRIORITY_NAMES } from "~/lib/priorities";
import type { BoardWidget, WidgetOptions } from "./types";
import { DateField } from "~/components/DateField";

const CONTROL = "min-w-0 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm aria-[invalid]:border-red-500";
const CATEGORY_NAMES: Record<(typeof STATUS_CATEGORIES)[number], string> = { TODO: "To do", IN_PROGRESS: "In progress", DONE: "Done", CLOSED: "Closed" };

export type FormFailure = { intent: string; widgetId: string | null; message: string; fields?: Record<string, string[]> };

/** The column-based choices of the form: groupings, single-select shares, number columns, and column values to filter by. */
function widgetChoices(options: WidgetOptions) {
  const named = (column: WidgetOptions["columns"][number]) => `${column.name} (${column.projectName})`;
  const singleSelects = options.columns.filter((column) => column.type === "SINGLE_SELECT").map((column): [string, string] => [columnRef(column.columnId), named(column)]);
  return {
    groupings: [...BAR_GROUPS.map((group): [string, string] => [group, BAR_GROUP_NAMES[group]]), ...singleSelects],
    singleSelects,
    numbers: options.columns.filter((column) => column.type === "NUMBER" || column.type === "CURRENCY").map((column): [string, string] => [column.columnId, named(column)]),
    columnValues: options.columns.flatMap((column): Array<[string, string]> =>
      column.type === "SINGLE_SELECT"
        ? column.options.map((option) => [`${column.columnId}:${option.id}`, `${named(column)}: ${option.label}`])
        : column.type === "PEOPLE"
          ? options.people.map((person) => [`${column.columnId}:${person.userId}`, `${named(column)}: ${person.name}`])
          : [],
    ),
  };
}

/**
 * A widget's form (issue 18 §2), new or editing one: name and description (spec §5), kind, size,
 * what bars group by, the burn-up's interval, the scope (teams, projects; none: the whole
 * organisation) and filters. A plain form post: it works the same with JavaScript and without.
 */
export function WidgetForm({ dashboardId, options, widget, failure }: { dashboardId: string; options: WidgetOptions; widget?: BoardWidget; failure?: FormFailure | null }) {
  const prefix = widget ? `widget-${widget.widgetId}` : "new-widget";
  const errorOf = (field: string) => failure?.fields?.[field]?.[0];
  const text = (field: "name" | "description", label: string, multiline = false) => {
    const error = errorOf(field);
    const props = {
      id: `${prefix}-${field}`,
      name: field,
      defaultValue: widget?.[field] ?? "",
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${prefix}-${field}-error` : undefined,
      className: CONTROL,
    } as const;
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={props.id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        {multiline ? <textarea {...props} rows={2} /> : <input {...props} type="text" autoComplete="off" />}
        <p id={`${prefix}-${field}-error`} className="min-h-4 text-xs text-red-700" role={error ? "alert" : undefined}>
          {error}
        </p>
      </div>
    );
  };
  /** A labelled control with its error under it; `control` gets the id and the ARIA attributes that point there. */
  const labelled = (field: string, label: string, control: (aria: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => JSX.Element) => {
    const error = errorOf(field);
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={`${prefix}-${field}`} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        {control({ id: `${prefix}-${field}`, "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${prefix}-${field}-error` : undefined })}
        {error ? (
          <p id={`${prefix}-${field}-error`} className="text-xs text-red-700" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  const select = (field: string, label: string, choices: Array<[string, string]>, value: string | string[] | undefined, multiple = false) =>
    labelled(field, label, (aria) => (
      <select {...aria} name={field} defaultValue={value} multiple={multiple} size={multiple ? Math.min(4, Math.max(2, choices.length)) : undefined} className={CONTROL}>
        {choices.map(([key, name]) => (
          <option key={key} value={key}>
            {name}
          </option>
        ))}
      </select>
    ));
  const choices = widgetChoices(options);
  const checks = (field: string, legend: string, choices: Array<[string, string]>, chosen: readonly string[]) => (
    <fieldset className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
      <legend className="mb-1 font-medium text-slate-700">{legend}</legend>
      {choices.map(([key, name]) => (
        <label key={key} className="flex items-center gap-1">
          <input type="checkbox" name={field} value={key} defaultChecked={chosen.includes(key)} />
          {name}
        </label>
      ))}
    </fieldset>
  );
  const dueDay = (field: "dueFrom" | "dueTo", label: string, value: string | undefined) =>
    labelled(field, label, (aria) => <DateField id={aria.id} name={field} label={label} value={value ?? ""} className={CONTROL} />);
  return (
    <Form method="post" className="flex flex-col gap-2" aria-label={widget ? `Edit ${widget.name}` : "New widget"}>
      <CsrfField />
      <input type="hidden" name={INTENT_FIELD} value={widget ? "updateWidget" : "createWidget"} />
      {widget ? <input type="hidden" name="widgetId" value={widget.widgetId} /> : <input type="hidden" name="dashboardId" value={dashboardId} />}
      {failure && !failure.fields ? (
        <p role="alert" className="text-sm text-red-700">
          {failure.message}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {text("name", "Widget name")}
        {select("kind", "Kind", WIDGET_KINDS.map((kind) => [kind, WIDGET_KIND_NAMES[kind]]), widget?.kind ?? "number")}
      </div>
      {text("description", "Widget description", true)}
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        {select("size", "Size", WIDGET_SIZES.map((size) => [size, size === "small" ? "Small" : "Wide"]), widget?.size ?? "small")}
        {select("groupBy", "Bars group by", choices.groupings, widget?.groupBy ?? "status")}
        {select("stackBy", "Stack bars by", [["", "No stacking"], ...choices.groupings], widget?.stackBy ?? "")}
        {select("shareBy", "Donut shares by", [["category", "Status category"], ...choices.singleSelects], widget?.shareBy ?? "category")}
        {select("measure", "Number card shows", MEASURES.map((measure) => [measure, MEASURE_NAMES[measure]]), widget?.measure ?? "count")}
        {select("measureColumnId", "Column to add up (number card) or estimate (workload)", [["", "(none)"], ...choices.numbers], widget?.measureColumnId ?? "")}
        {select("weeks", "Workload shows weeks ahead", Array.from({ length: 12 }, (_, index) => [String(index + 1), String(index + 1)]), String(widget?.weeks ?? 4))}
        {select("interval", "Burn-up / burn-down per", INTERVALS.map((interval) => [interval, interval === "day" ? "Day" : "Week"]), widget?.interval ?? "week")}
      </div>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        {select("teamIds", "Teams (none: all)", options.teams.map((team) => [team.teamId, team.name]), widget?.teamIds ?? [], true)}
        {select("projectIds", "Projects (none: all)", options.projects.map((project) => [project.projectId, `${project.name} (${project.teamName})`]), widget?.projectIds ?? [], true)}
        {select("assigneeIds", "Assignees (none: any)", options.people.map((person) => [person.userId, person.name]), widget?.assigneeIds ?? [], true)}
      </div>
      {widget?.coversUnseenPlaces ? <p className="text-xs text-slate-500">Also covers places you cannot see; saving keeps them.</p> : null}
      {checks("statusCategories", "Status categories (none: all)", STATUS_CATEGORIES.map((category) => [category, CATEGORY_NAMES[category]]), widget?.statusCategories ?? [])}
      {checks("priorities", "Priorities (none: all)", PRIORITIES.map((priority) => [priority, PRIORITY_NAMES[priority]]), widget?.priorities ?? [])}
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        {dueDay("dueFrom", "Due from", widget?.dueFrom)}
        {dueDay("dueTo", "Due to", widget?.dueTo)}
        {choices.columnValues.length
          ? select("columnValues", "Column values (none: any)", choices.columnValues, widget?.columnValues ?? [], true)
          : null}
      </div>
      <p className="text-xs text-slate-500">Archived work is never counted. Everyone sees the numbers of the projects they may open.</p>
      <button type="submit" className="self-start rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700">
        {widget ? "Save widget" : "Add widget"}
      </button>
    </Form>
  );
}

import { readFileSync } from "node:fs";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { VALUE_VIEWS } from "~/components/columns/valueViews";
import { COLUMN_TYPE_DEFINITIONS, COLUMN_TYPE_LABELS, COLUMN_TYPES, columnTypeOf, hasOptions, hasSetting, namesPeople, SEARCHABLE_COLUMN_TYPES } from "~/lib/columns";
import { columnType, CreateColumnSchema, UpdateColumnSchema } from "~/schemas/column";

const typeNames = Object.keys(COLUMN_TYPE_DEFINITIONS);

/** Every enum of the API's document that lists column types (it holds TEXT). */
function documentedTypeLists(): string[][] {
  const found: string[][] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === "object") {
      const record = node as Record<string, unknown>;
      if (Array.isArray(record.enum) && record.enum.includes("TEXT")) found.push(record.enum as string[]);
      Object.values(record).forEach(walk);
    }
  };
  walk(JSON.parse(readFileSync("docs/api/openapi.json", "utf8")));
  return found;
}

/** An element as the server renders it in a page (no JavaScript). */
async function serverHtml(element: ReactNode) {
  const handler = createStaticHandler([{ path: "*", element }]);
  const context = await handler.query(new Request("http://x.test/p"));
  if (context instanceof Response) throw new Error("a redirect");
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />);
}

describe("column types: one definition a type, one table a side (decision 102)", () => {
  it("has a view for each defined type and none more, in the same order", () => {
    expect(Object.keys(VALUE_VIEWS)).toEqual(typeNames);
  });

  it("names its types and their labels from the table of definitions", () => {
    expect(COLUMN_TYPES).toEqual(typeNames);
    expect(Object.keys(COLUMN_TYPE_LABELS)).toEqual(typeNames);
    for (const type of COLUMN_TYPES) expect(COLUMN_TYPE_LABELS[type]).toBe(columnTypeOf(type).label);
  });

  it("derives the API's and the forms' column-type schemas from the table", () => {
    expect(columnType().options).toEqual(typeNames);
    expect(CreateColumnSchema.shape.type.options).toEqual(typeNames);
    expect(UpdateColumnSchema.shape.type.unwrap().options).toEqual(typeNames);
    const lists = documentedTypeLists();
    expect(lists.length).toBeGreaterThanOrEqual(4);
    for (const list of lists) expect(list).toEqual(typeNames);
  });

  it("keeps each type's rules consistent: options are configured where values name them", () => {
    for (const type of COLUMN_TYPES) {
      expect(hasOptions(type)).toBe(hasSetting(type, "options"));
      if (namesPeople(type)) expect(columnTypeOf(type).settings).toEqual([]);
    }
    expect(SEARCHABLE_COLUMN_TYPES).toEqual(["TEXT", "LONG_TEXT", "URL", "EMAIL", "PHONE"]);
  });

  it("renders every type's editor as a field named value", async () => {
    for (const type of COLUMN_TYPES) {
      const { Editor } = VALUE_VIEWS[type];
      const column = { columnId: "c1", name: "Column", type, config: { options: [{ id: "o1", label: "Web", colour: "#2563eb" }] } };
      const html = await serverHtml(
        <Editor column={column} value={null} label="Column of Task" people={[{ userId: "u1", name: "Asha" }]} context={{}} hydrated={false} onChange={() => {}} opened={false} autoFocus={false} />,
      );
      expect(html, type).toMatch(/name="value"/);
    }
  });
});

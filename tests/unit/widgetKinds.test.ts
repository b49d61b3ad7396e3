import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { WIDGET_VIEWS } from "~/components/dashboards/widgetViews";
import { CreateWidgetSchema, UpdateWidgetSchema } from "~/schemas/dashboard";
import { WIDGET_KINDS, WIDGET_KIND_NAMES } from "~/lib/dashboards";
import { Widget } from "~/server/api/groups/dashboard/answers";
import { PDF_WIDGET_DRAWINGS } from "~/server/pdf/widgets";
import { WIDGET_KIND_DEFINITIONS } from "~/server/workspace/readModels/dashboardCharts/widgetKinds";

/** Widget kinds as definitions (issue 39 §2, decision record 101): the server's kinds, the page's views and the API's kinds are one list. */
describe("the widget kinds", () => {
  const kinds = Object.keys(WIDGET_KIND_DEFINITIONS);

  it("are the same on the server, on the page and in the PDF, in the form's order", () => {
    expect(Object.keys(WIDGET_VIEWS)).toEqual(kinds);
    expect(Object.keys(PDF_WIDGET_DRAWINGS)).toEqual(kinds);
    expect([...WIDGET_KINDS]).toEqual(kinds);
    expect(Object.keys(WIDGET_KIND_NAMES)).toEqual(kinds);
  });

  it("are exactly the kinds the API's schemas accept and answer", () => {
    for (const schema of [CreateWidgetSchema, UpdateWidgetSchema, Widget]) expect(schema.shape.kind.options).toEqual(kinds);
  });

  it("are exactly the kinds the OpenAPI document lists, and each has its answer there", () => {
    const document = JSON.parse(readFileSync(new URL("../../docs/api/openapi.json", import.meta.url), "utf8")) as {
      components: { schemas: Record<string, { properties?: Record<string, { enum?: string[] }>; oneOf?: Array<{ properties: { kind: { enum: string[] } } }> }> };
    };
    const { schemas } = document.components;
    expect(schemas.Widget.properties?.kind.enum).toEqual(kinds);
    expect(schemas.ChartData.oneOf?.flatMap((answer) => answer.properties.kind.enum).sort()).toEqual([...kinds].sort());
  });

  it("each have a view with a text alternative and a drawing", () => {
    for (const view of Object.values(WIDGET_VIEWS)) {
      expect(typeof view.describe).toBe("function");
      expect(typeof view.Drawing).toBe("function");
    }
  });
});

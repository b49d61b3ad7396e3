import { registryOf } from "./aggregate";
import { archive } from "./aggregates/archive";
import { search } from "./aggregates/search";
import { workSeed } from "./aggregates/workSeed";
import { BASE_AGGREGATES } from "./kindRegistry";
import type { Registry } from "./operations";
import { auditLog } from "./readModels/auditLog";
import { dashboardCharts } from "./readModels/dashboardCharts";
import { gantt } from "./readModels/gantt";
import { myspace } from "./readModels/myspace";
import { projectExport } from "./readModels/projectExport";
import { teamSummary } from "./readModels/teamSummary";

/**
 * The aggregates of the workspace (decision record 41): each folder of
 * aggregates/ exports one definition from its index.ts, listed once: in
 * kindRegistry.ts, but for search and archive, which read the others' kinds.
 */
export const AGGREGATES = [...BASE_AGGREGATES, search, archive] as const;

/** Read models (readModels/<name>/): queries over the aggregates' tables, with no data or commands of their own. */
export const READ_MODELS = [myspace, teamSummary, gantt, auditLog, dashboardCharts, projectExport] as const;

/** Registered only when the Worker runs with its development flag (`DEVELOPMENT = "true"`). */
export const DEVELOPMENT_ONLY = [workSeed] as const;

/**
 * Every operation of the workspace, by name ("<aggregate>.<operation>"),
 * development-only ones included: the surface's types (surface.ts) come from
 * it. Nothing reaches the tenant's data another way.
 */
export const REGISTRY = registryOf([...AGGREGATES, ...READ_MODELS, ...DEVELOPMENT_ONLY]) satisfies Registry;

/** What a deployment without the development flag runs: no work generator. */
export const PRODUCTION_REGISTRY: Registry = registryOf([...AGGREGATES, ...READ_MODELS]);

/** The registry a tenant's Durable Object runs, by the Worker's development flag. */
export const registryFor = (development: boolean): Registry => (development ? REGISTRY : PRODUCTION_REGISTRY);

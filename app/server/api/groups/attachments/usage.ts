import { formatBytes } from "~/lib/attachments";
import { ok } from "../../core/envelope";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { runQuery } from "../../core/session";
import { StorageUsageSchema } from "./shapes";

/** GET /api/v2/tenant/storageUsage: the organisation's bytes in files and its plan's quota (settings, issue 17 §3). */
export const storageUsageApi = createRouter().openapi(
  apiRoute({ method: "get", path: "/storageUsage", summary: "The organisation's storage for files: used and the plan's quota", data: StorageUsageSchema, tags: ["tenant"] }),
  async (c) => {
    const { data } = await runQuery(c, { name: "attachments.usage", input: {} });
    return ok(c, { ...data, used: formatBytes(data.usedBytes), quota: formatBytes(data.quotaBytes) });
  },
);

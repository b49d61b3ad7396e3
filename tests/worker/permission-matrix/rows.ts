import { archiveRows } from "./archive";
import { attachmentRows } from "./attachments";
import { auditLogRows } from "./auditLog";
import { conversationRows } from "./conversations";
import { dashboardRows } from "./dashboard";
import { downloadRows } from "./download";
import { folderRows } from "./folder";
import { kanbanRows } from "./kanban";
import { myspaceRows } from "./myspace";
import { projectRows } from "./project";
import type { MatrixRow } from "./row";
import { settingsRows } from "./settings";
import { taskRows } from "./task";
import { teamRows } from "./team";
import { teamSummaryRows } from "./teamSummary";
import { tenantRows } from "./tenant";
import { webhookRows } from "./webhooks";

/** Every row of the permission matrix, group by group. */
export const MATRIX_ROWS: MatrixRow[] = [
  ...teamRows,
  ...projectRows,
  ...folderRows,
  ...taskRows,
  ...myspaceRows,
  ...teamSummaryRows,
  ...kanbanRows,
  ...tenantRows,
  ...archiveRows,
  ...auditLogRows,
  ...attachmentRows,
  ...conversationRows,
  ...dashboardRows,
  ...downloadRows,
  ...settingsRows,
  ...webhookRows,
];

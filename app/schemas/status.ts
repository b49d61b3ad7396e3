import * as z from "zod";
import { COLOUR_PATTERN, STATUS_CATEGORIES } from "~/lib/statuses";
import { singleLineName, workId } from "./fields";

export const STATUS_CATEGORY_REQUIRED = "Please select a Category";
export const COLOUR_MESSAGE = "Please choose a colour such as #2563eb";

/** Spec §5 custom status: name required, 2 to 24 characters; category required. */
export const statusName = () => singleLineName({ label: "Status Name", min: 2, max: 24 });
const category = () => z.enum(STATUS_CATEGORIES, { error: STATUS_CATEGORY_REQUIRED });
const colour = () => z.string().regex(COLOUR_PATTERN, COLOUR_MESSAGE).optional();

export const StatusListSchema = z.object({ teamId: workId("team") });

export const CreateStatusSchema = z.object({
  teamId: workId("team"),
  name: statusName(),
  category: category(),
  colour: colour(),
});

export const UpdateStatusSchema = z.object({
  statusId: workId("status"),
  name: statusName(),
  category: category(),
  colour: colour(),
});

/** A status that tasks use goes only with the status they move to. */
export const DeleteStatusSchema = z.object({ statusId: workId("status"), moveTasksTo: workId("status").optional() });

/** Reorders a team's statuses: the status goes right after `afterStatusId`, or first when it is null. */
export const ReorderStatusSchema = z.object({ statusId: workId("status"), afterStatusId: workId("status").nullable() });

/** Spec §7 customStatusConfig: the status new tasks get, and the one a task takes when it is assigned (none: unchanged). */
export const StatusConfigSchema = z.object({
  teamId: workId("team"),
  defaultStatusId: workId("status"),
  assignedStatusId: workId("status").nullable(),
});

import type { z } from "zod";
import { pathBetween } from "~/lib/schedule/network";
import type { CreateDependencySchema, UpdateDependencySchema } from "~/schemas/dependency";
import { requireTask } from "../../access";
import type { ActivityItem } from "../../activity";
import { defineCommand, fieldFailure, type MemberContext, type TargetContext } from "../../operations";
import type { ProjectRow } from "../projects/store";
import { pullBackAfter, scheduleAfterMove, type Schedule } from "./schedule";
import {
  deleteDependency,
  dependencyBetween,
  insertDependency,
  linkOf,
  linksFrom,
  taskNames,
  updateDependency,
  type DependencyRow,
} from "./store";
import { dependencyView } from "./view";

export const SELF_DEPENDENCY_MESSAGE = "A task cannot depend on itself";
export const OTHER_PROJECT_MESSAGE = "Both tasks must be in the same project";
export const DUPLICATE_DEPENDENCY_MESSAGE = "These tasks are already linked";
export const LOOP_MESSAGE = "This dependency would create a loop";


/** Refuses a link predecessor → successor when the successor already leads back to the predecessor, naming the loop. */
function refuseLoop(sql: SqlStorage, projectId: string, predecessorId: string, successorId: string) {
  const path = pathBetween(linksFrom(sql, projectId, successorId).map(linkOf), successorId, predecessorId);
  if (!path) return;
  const names = taskNames(sql, projectId, path);
  const loop = [predecessorId, ...path].map((id) => names.get(id) ?? id).join(" → ");
  throw fieldFailure(409, "successorId", `${LOOP_MESSAGE}: ${loop}`);
}

type Output = ReturnType<typeof dependencyView> & Schedule & { teamId: string };

const withSchedule = (context: MemberContext, project: ProjectRow, row: DependencyRow): Output => ({
  ...dependencyView(row),
  teamId: project.team_id,
  ...scheduleAfterMove(context, project, [row.predecessor_id]),
});

function createDependency(context: TargetContext<"task">, input: z.output<typeof CreateDependencySchema>): Output {
  const { sql, now, viewer, target: predecessor } = context;
  const successor = requireTask(context, input.successorId, "work:edit");
  if (predecessor.task.id === successor.task.id) throw fieldFailure(400, "successorId", SELF_DEPENDENCY_MESSAGE);
  if (predecessor.project.id !== successor.project.id) throw fieldFailure(400, "successorId", OTHER_PROJECT_MESSAGE);
  if (dependencyBetween(sql, predecessor.task.id, successor.task.id)) throw fieldFailure(409, "successorId", DUPLICATE_DEPENDENCY_MESSAGE);
  refuseLoop(sql, predecessor.project.id, predecessor.task.id, successor.task.id);
  const row: DependencyRow = {
    id: crypto.randomUUID(),
    project_id: predecessor.project.id,
    predecessor_id: predecessor.task.id,
    successor_id: successor.task.id,
    type: input.type,
    lag_days: input.lagDays,
    created_by: viewer.member.userId,
    created_at: now,
  };
  insertDependency(sql, row);
  return withSchedule(context, predecessor.project, row);
}

function changeDependency(context: TargetContext<"dependency">, input: z.output<typeof UpdateDependencySchema>): Output {
  const { dependency: row, project } = context.target;
  const changed = { ...row, type: input.type ?? row.type, lag_days: input.lagDays ?? row.lag_days };
  updateDependency(context.sql, row.id, changed);
  return withSchedule(context, project, changed);
}

function removeDependency(context: TargetContext<"dependency">, _input: { dependencyId: string }) {
  const { dependency: row, project } = context.target;
  deleteDependency(context.sql, row.id);
  return { ...dependencyView(row), teamId: project.team_id };
}

function pullBack(context: TargetContext<"task">, _input: { taskId: string }) {
  const { task, project } = context.target;
  return { taskId: task.id, projectId: project.id, teamId: project.team_id, rescheduled: pullBackAfter(context, project, task.id) };
}

const dependencyActivity =
  (verb: string) =>
  <O extends ReturnType<typeof dependencyView> & { teamId: string; rescheduled?: unknown[] }>(_input: unknown, output: O): ActivityItem => ({
    verb,
    itemType: "dependency",
    itemId: output.dependencyId,
    parentId: output.projectId,
    teamId: output.teamId,
    projectId: output.projectId,
    detail: {
      predecessorId: output.predecessorId,
      successorId: output.successorId,
      type: output.type,
      lagDays: output.lagDays,
      ...(output.rescheduled ? { rescheduled: output.rescheduled.length } : {}),
    },
  });

const EDITS_DEPENDENCY = { resource: "dependency", from: "dependencyId", action: "work:edit" } as const;

export const dependencyCommands = {
  "dependencies.create": defineCommand({
    acts: { resource: "task", from: "predecessorId", action: "work:edit" },
    handler: createDependency,
    activity: dependencyActivity("created"),
  }),
  "dependencies.update": defineCommand({ acts: EDITS_DEPENDENCY, handler: changeDependency, activity: dependencyActivity("updated") }),
  "dependencies.delete": defineCommand({ acts: EDITS_DEPENDENCY, handler: removeDependency, activity: dependencyActivity("deleted") }),
  "dependencies.pullBack": defineCommand({
    acts: { resource: "task", from: "taskId", action: "work:edit" },
    handler: pullBack,
    activity: (_input, output: ReturnType<typeof pullBack>) => ({
      verb: "pulled_back",
      itemType: "task",
      itemId: output.taskId,
      teamId: output.teamId,
      projectId: output.projectId,
      detail: { rescheduled: output.rescheduled.length },
    }),
  }),
};

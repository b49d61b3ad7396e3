import { z } from "@hono/zod-openapi";
import { DEPENDENCY_TYPES } from "~/lib/schedule/network";

/** The shapes of the dependency and scheduling answers (decision record 29). */
export const DependencySchema = z
  .object({
    dependencyId: z.string(),
    projectId: z.string(),
    predecessorId: z.string(),
    successorId: z.string(),
    type: z.enum(DEPENDENCY_TYPES),
    lagDays: z.number().describe("working days; negative is a lead"),
  })
  .openapi("Dependency");

const RescheduledSchema = z.object({ taskId: z.string(), startDate: z.string().nullable(), dueDate: z.string().nullable() });

export const ScheduleSchema = z.object({
  rescheduled: z.array(RescheduledSchema).describe("successors auto-scheduling moved, with their new dates"),
  pullBackCount: z.number().describe("successors that could now start earlier (project/dependency/pullBack)"),
});

export const CriticalPathSchema = z.object({
  projectId: z.string(),
  tasks: z.array(
    z.object({
      taskId: z.string(),
      earlyStart: z.string(),
      earlyFinish: z.string(),
      lateStart: z.string(),
      lateFinish: z.string(),
      totalFloat: z.number().describe("working days"),
      critical: z.boolean(),
    }),
  ),
  criticalTaskIds: z.array(z.string()),
  criticalDependencyIds: z.array(z.string()),
  computeMs: z.number().describe("time the computation took inside the workspace"),
});

export const HolidaysSchema = z.object({
  teamId: z.string(),
  holidays: z.array(z.object({ day: z.string(), name: z.string() })),
});

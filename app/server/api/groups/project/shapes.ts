import { z } from "@hono/zod-openapi";
import { WORK_ROLES } from "~/lib/permissions";
import { DEPENDENCY_TYPES } from "~/lib/schedule/network";
import { PROJECT_SCOPES, PROJECT_VIEWS, VISIBILITIES } from "~/lib/projects";

/** The shapes of the project, folder and second-panel answers, for the OpenAPI document and the typed client. */
export const ProjectSchema = z
  .object({
    projectId: z.string(),
    teamId: z.string(),
    folderId: z.string().nullable(),
    name: z.string(),
    description: z.string(),
    visibility: z.enum(VISIBILITIES),
    colour: z.string().describe("the avatar's background (spec §3)"),
    scope: z.enum(PROJECT_SCOPES),
    ownerId: z.string(),
    defaultView: z.enum(PROJECT_VIEWS),
    autoSchedule: z.boolean().describe("successors move with their predecessors' dates (decision record 29)"),
    tags: z.array(z.string()),
    createdAt: z.number(),
    updatedAt: z.number(),
  })
  .openapi("Project");

export const ProjectListingSchema = ProjectSchema.pick({ projectId: true, teamId: true, folderId: true, name: true, visibility: true, colour: true })
  .extend({ pinned: z.boolean() })
  .openapi("ProjectListing");

export const PinnedProjectSchema = ProjectListingSchema.extend({ teamName: z.string() });

export const ProgressSchema = z.object({ done: z.number(), total: z.number(), percent: z.number() });

/** The project a view shows, with its progress: after a post, the view's answer keeps the header's progress fresh. */
export const ViewProjectSchema = z.object({ id: z.string(), name: z.string(), teamId: z.string(), progress: ProgressSchema });

export const MemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  username: z.string(),
  image: z.string().nullable(),
  role: z.enum(WORK_ROLES),
});

export const MetaDataSchema = ProjectSchema.extend({
  role: z.enum(WORK_ROLES),
  canEdit: z.boolean(),
  canManage: z.boolean(),
  canTransfer: z.boolean(),
  teamName: z.string(),
  ownerName: z.string().nullable(),
  pinned: z.boolean(),
  progress: ProgressSchema,
  memberCount: z.number(),
  members: z.array(MemberSchema).describe("a private project's members (first 200); empty for a public one"),
  candidates: z.array(MemberSchema).describe("for a private project's managers: team members who may be added (first 200)"),
  archived: z.boolean().describe("archived (alone or with its folder or team): the page is read-only"),
  restore: z
    .object({ type: z.enum(["project", "folder", "team"]), id: z.string() })
    .nullable()
    .describe("the archive row that brings an archived project back, for a viewer who may restore it; else null"),
});

export const HoverSchema = ProjectSchema.pick({
  projectId: true, name: true, description: true, visibility: true, colour: true, teamId: true, tags: true,
}).extend({ teamName: z.string(), ownerName: z.string().nullable(), memberCount: z.number(), progress: ProgressSchema });

export const FolderSchema = z.object({ folderId: z.string(), teamId: z.string(), name: z.string() }).openapi("Folder");

export const FolderWithProjectsSchema = FolderSchema.extend({ projects: z.array(ProjectListingSchema) });

export const SecondPanelSchema = z.object({
  pinned: z.array(PinnedProjectSchema),
  teams: z.array(
    z.object({ teamId: z.string(), name: z.string(), folders: z.array(FolderWithProjectsSchema), projects: z.array(ProjectListingSchema) }),
  ),
});

export const PinSchema = z.object({ projectId: z.string(), teamId: z.string(), pinned: z.boolean() });

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

import * as z from "zod";
import { PROJECT_SCOPES, PROJECT_VIEWS } from "~/lib/projects";
import { WORK_ROLES } from "~/lib/permissions";
import { email, optionalText, singleLineName, text, workId } from "./fields";

/** Inputs of the spec §7 project group's calls (projects.ts), with the messages of spec §5. */
export const PROJECT_NAME_REQUIRED = "Project Name Should not be empty.";
export const MAX_TAGS = 20;
export const MAX_PAGE = 200;


export const projectName = () =>
  singleLineName({ label: "Project Name", min: 2, max: 200, messages: { required: PROJECT_NAME_REQUIRED } });

export const projectDescription = () => optionalText({ label: "Description", max: 500 });

export const ProjectIdSchema = z.object({ projectId: workId("project") });

export const CreateProjectSchema = z.object({
  teamId: workId("team"),
  name: projectName(),
  description: projectDescription(),
  folderId: workId("folder").optional().or(z.literal("").transform(() => undefined)),
  scope: z.enum(PROJECT_SCOPES).default("PROJECT"),
});
export type CreateProjectInput = z.infer<typeof CreateProjectSchema>;

export const UpdateProjectSchema = ProjectIdSchema.extend({
  name: projectName(),
  description: projectDescription(),
});

export const DuplicateProjectSchema = ProjectIdSchema.extend({
  name: projectName().optional(),
  withTasks: z.preprocess((value) => value === true || value === "true" || value === "on", z.boolean()).default(false),
});

const tag = text({ label: "Tag", min: 1, max: 30 });
export const ProjectTagsSchema = ProjectIdSchema.extend({
  tags: z
    .array(tag)
    .max(MAX_TAGS, `A project has at most ${MAX_TAGS} tags`)
    .transform((tags) => [...new Set(tags)]),
});

const defaultView = z.enum(PROJECT_VIEWS, { error: "Please choose a view" });

/** A project's settings; each one left out stays as it is. */
export const ProjectSettingsSchema = ProjectIdSchema.extend({
  defaultView: defaultView.optional(),
  autoSchedule: z.boolean().optional(),
});

/** The settings form sends every setting: an unticked box is absent, so it means off. */
export const ProjectSettingsFormSchema = ProjectIdSchema.extend({ defaultView, autoSchedule: z.boolean().default(false) });

/** A window of a list: at most MAX_PAGE rows after the cursor. */
export const pageOf = <S extends z.ZodRawShape>(shape: S) =>
  z.object({
    ...shape,
    limit: z.coerce.number().int().min(1).max(MAX_PAGE).default(100),
    cursor: z.string().max(64).optional(),
  });

export const MemberListSchema = pageOf(ProjectIdSchema.shape);

/** Roles a private project gives its members; its owner is whoever owns it. */
export const PROJECT_MEMBER_ROLES = WORK_ROLES.filter((role) => role !== "OWNER") as ["ADMIN", "MEMBER", "GUEST"];

export const AddProjectUsersSchema = ProjectIdSchema.extend({
  userIds: z.array(workId("member")).min(1, "Please choose a member").max(50),
  role: z.enum(PROJECT_MEMBER_ROLES).default("MEMBER"),
});

export const ProjectUserSchema = ProjectIdSchema.extend({ userId: workId("member") });

export const MAX_PROJECT_INVITEES = 20;
export const INVITEES_REQUIRED = "Please fill in at least one email";
export const TOO_MANY_INVITEES = `Invite at most ${MAX_PROJECT_INVITEES} people at a time`;

/** A form's one text of e-mails (separated by commas, spaces or lines) as a list; an API client sends the list. */
const listOf = (value: unknown) => (typeof value === "string" ? value.split(/[\s,;]+/).filter(Boolean) : (value ?? []));

/**
 * privateProjectInvite (spec §7 invite group, issue 20 §2): people of the organisation (by e-mail or
 * user id) join the private project with the role; an e-mail from outside gets the organisation's
 * invite, which also carries the project (decision 0052).
 */
export const PrivateProjectInviteSchema = ProjectIdSchema.extend({
  emails: z.preprocess(listOf, z.array(email()).max(MAX_PROJECT_INVITEES, TOO_MANY_INVITEES)),
  userIds: z.preprocess(listOf, z.array(workId("member")).max(MAX_PROJECT_INVITEES, TOO_MANY_INVITEES)),
  role: z.enum(PROJECT_MEMBER_ROLES).default("MEMBER"),
}).refine((input) => input.emails.length + input.userIds.length > 0, { message: INVITEES_REQUIRED, path: ["emails"] });
export type PrivateProjectInviteInput = z.output<typeof PrivateProjectInviteSchema>;

/** The "New project" form of the second panel: the create call's input and which of the two calls to make. */
export const NewProjectFormSchema = CreateProjectSchema.extend({
  visibility: z.enum(["PRIVATE", "PUBLIC"], { error: "Please choose who can see the project" }),
});

/** The tags form: one text field, tags separated by commas. */
export const TagsFormSchema = ProjectIdSchema.extend({
  tags: z
    .string()
    .max(1000)
    .optional()
    .transform((value) => (value ?? "").split(",").map((tag) => tag.trim()).filter(Boolean)),
});

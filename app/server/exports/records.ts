import { formatISO } from "date-fns";
import { currencyOf, hasSetting, ratingMaxOf, renameReferences, type ColumnType } from "~/lib/columns";
import {
  PROJECT_FORMAT,
  PROJECT_FORMAT_VERSION,
  type FileAttachment,
  type FileConversation,
  type FileDependency,
  type FileGroup,
  type FileMessage,
  type FileTask,
  type FileValue,
  type ProjectFile,
} from "~/lib/exports/projectJson";
import type { ExportDependency } from "~/server/workspace/readModels/projectExport/store";
import type { ExportHead, ExportTask, ExportTasksPage } from "~/server/workspace/readModels/projectExport/queries";
import type { Discussion, ExportMessage, ExportPerson } from "~/server/workspace/readModels/projectExport/store";

/**
 * The workspace's rows as the records of the project file (lib/exports/projectJson.ts), which the
 * JSON writes as they are and the CSV and XLSX turn into rows: keys instead of ids ("g1", "c1",
 * "t1", given in the order they come), people by e-mail, statuses by name, options by label.
 * One `Records` lives for one export: it remembers the keys and names it gave, so subtasks name
 * their task and dependencies their tasks.
 */
type People = Record<string, ExportPerson>;

const iso = (ms: number) => formatISO(ms);

function withMentionsByEmail(node: unknown, people: People): unknown {
  if (!node || typeof node !== "object") return node;
  const { type, attrs, content } = node as { type?: unknown; attrs?: { id?: unknown }; content?: unknown };
  if (type === "mention" && typeof attrs?.id === "string") return { ...node, attrs: { ...attrs, id: people[attrs.id]?.email ?? attrs.id } };
  return Array.isArray(content) ? { ...node, content: content.map((child) => withMentionsByEmail(child, people)) } : node;
}

export class Records {
  private readonly taskKeys = new Map<string, { key: string; name: string; link: string }>();
  private readonly byKey = new Map<string, { name: string; link: string }>();
  private readonly groupKeys: Map<string, string>;
  private readonly columnKeys: Map<string, string>;
  private readonly statusNames: Map<string, string>;
  /** Each message's place among its item's (an organisation archive's references, decision 0099). */
  private readonly messagePlaces = new Map<string, { item: string; message: number }>();
  /** The files that came with a message: the item, the file's place among its files, the message. */
  private readonly fileMessages: Array<{ item: string; attachment: number; messageId: string }> = [];
  /** Tasks earlier steps of a background export wrote (decision 0057): keys go on after them. */
  private offset = 0;

  constructor(
    readonly head: ExportHead,
    /** The tenant's origin, for each task's link. */
    private readonly origin: string,
  ) {
    this.groupKeys = new Map(head.groups.map((group, index) => [group.id, `g${index + 1}`]));
    this.columnKeys = new Map(head.columns.map((column, index) => [column.id, `c${index + 1}`]));
    this.statusNames = new Map(head.statuses.map((status) => [status.id, status.name]));
  }

  get projectPath() {
    return `/projects/${this.head.project.teamId}/${this.head.project.id}`;
  }

  columns(): ProjectFile["columns"] {
    return this.head.columns.map((column) => ({
      key: this.columnKeys.get(column.id)!,
      name: column.name,
      type: column.type,
      ...(hasSetting(column.type, "currency") ? { currency: currencyOf(column) } : {}),
      ...(hasSetting(column.type, "max") ? { max: ratingMaxOf(column) } : {}),
      ...(column.config.options ? { options: column.config.options.map(({ label, colour }) => ({ label, colour })) } : {}),
    }));
  }

  groups(): FileGroup[] {
    return this.head.groups.map((group) => {
      const key = this.groupKeys.get(group.id)!;
      return { key, name: group.name, archived: group.archived, ...this.discussion(key, group, this.head.people) };
    });
  }

  groupName = (key: string) => this.head.groups[Number(key.slice(1)) - 1]?.name ?? "";
  taskName = (key: string) => this.byKey.get(key)?.name ?? "";

  /** Everything before the tasks: the project, its team's statuses, its columns and groups. */
  preamble(filtered: boolean): Omit<ProjectFile, "tasks" | "dependencies"> {
    const { project, tenant } = this.head;
    return {
      format: PROJECT_FORMAT,
      version: PROJECT_FORMAT_VERSION,
      exportedAt: iso(Date.now()),
      source: { organisation: tenant.subdomain, projectId: project.id, url: `${this.origin}${this.projectPath}` },
      filtered,
      project: {
        name: project.name,
        description: project.description,
        visibility: project.visibility,
        defaultView: project.defaultView as ProjectFile["project"]["defaultView"],
        tags: project.tags,
        autoSchedule: project.autoSchedule,
        members: project.members.map((member) => ({ email: member.email, role: member.role })),
      },
      statuses: this.head.statuses.map(({ name, category, colour }) => ({ name, category: category as ProjectFile["statuses"][number]["category"], colour })),
      columns: this.columns(),
      groups: this.groups(),
    };
  }

  private value(type: ColumnType, options: ReadonlyArray<{ id: string; label: string }>, value: unknown, people: People): FileValue | undefined {
    return renameReferences(type, value, {
      option: (id) => options.find((option) => option.id === id)?.label,
      person: (id) => people[id as string]?.email,
    }) as FileValue | undefined;
  }

  private message(message: ExportMessage, people: People): FileMessage {
    return {
      author: people[message.authorId]?.email ?? null,
      body: withMentionsByEmail(message.body, people) as FileMessage["body"],
      createdAt: iso(message.createdAt),
      editedAt: message.editedAt === null ? null : iso(message.editedAt),
    };
  }

  private discussion(key: string, item: Discussion, people: People): { conversations: FileConversation[]; attachments: FileAttachment[] } {
    const messages = item.conversations.flatMap((conversation) => [conversation, ...conversation.replies]);
    messages.forEach((message, index) => this.messagePlaces.set(message.id, { item: key, message: index }));
    item.attachments.forEach((file, attachment) => {
      if (file.messageId !== null) this.fileMessages.push({ item: key, attachment, messageId: file.messageId });
    });
    return {
      conversations: item.conversations.map((conversation) => ({
        ...this.message(conversation, people),
        replies: conversation.replies.map((reply) => this.message(reply, people)),
      })),
      attachments: item.attachments.map((file) => ({
        name: file.name,
        contentType: file.contentType,
        size: file.size,
        uploadedBy: people[file.uploadedBy]?.email ?? null,
        createdAt: iso(file.createdAt),
        onMessage: file.messageId !== null,
      })),
    };
  }

  task(task: ExportTask, people: People): FileTask {
    const key = `t${this.offset + this.taskKeys.size + 1}`;
    const link = `${this.origin}${this.projectPath}?taskId=${task.id}`;
    this.taskKeys.set(task.id, { key, name: task.name, link });
    this.byKey.set(key, { name: task.name, link });
    const values: FileTask["values"] = {};
    for (const column of this.head.columns) {
      const raw = task.values[column.id];
      if (raw === undefined || raw === null) continue;
      const value = this.value(column.type, column.config.options ?? [], raw, people);
      if (value !== undefined && !(Array.isArray(value) && value.length === 0)) values[this.columnKeys.get(column.id)!] = value;
    }
    return {
      key,
      group: this.groupKeys.get(task.groupId)!,
      parent: task.parentId === null ? null : (this.taskKeys.get(task.parentId)?.key ?? null),
      name: task.name,
      status: task.statusId === null ? null : (this.statusNames.get(task.statusId) ?? null),
      priority: task.priority,
      startDate: task.startDate,
      dueDate: task.dueDate,
      assignees: task.assigneeIds.map((id) => people[id]?.email).filter((email): email is string => email !== undefined),
      description: task.description as FileTask["description"],
      values,
      archived: task.archived,
      link,
      ...this.discussion(key, task, people),
    };
  }

  tasks(page: ExportTasksPage): FileTask[] {
    return page.tasks.map((task) => this.task(task, page.people));
  }

  /** A dependency between two exported tasks; null when one of them is not in the file (a filtered export). */
  dependency(link: ExportDependency): FileDependency | null {
    const predecessor = this.taskKeys.get(link.predecessorId);
    const successor = this.taskKeys.get(link.successorId);
    if (!predecessor || !successor) return null;
    return { predecessor: predecessor.key, successor: successor.key, type: link.type, lagDays: link.lagDays };
  }

  /** A later step of a background export: its tasks' keys follow the `written` ones before. */
  continueAfter(written: number) {
    this.offset = written;
    return this;
  }

  /** The tasks earlier steps wrote, in the file's order, so dependencies can name them. */
  remember(tasks: ReadonlyArray<{ id: string; name: string; link: string }>) {
    tasks.forEach(({ id, name, link }, index) => {
      const key = `t${index + 1}`;
      this.taskKeys.set(id, { key, name, link });
      this.byKey.set(key, { name, link });
    });
    return this;
  }

  /** A task the file has, by key (the dependencies sheet names them). */
  taskByKey = (key: string) => this.byKey.get(key);

  /**
   * The keys the file gave the workspace's groups and tasks (items) and columns, and the places of
   * its messages, by id, with the files that came with a message (an organisation archive's
   * references, decisions 0092 and 0099).
   */
  keys() {
    const tasks = [...this.taskKeys].map(([id, { key }]) => [id, key] as const);
    return {
      items: Object.fromEntries([...this.groupKeys, ...tasks]),
      columns: Object.fromEntries(this.columnKeys),
      messages: Object.fromEntries(this.messagePlaces),
      fileMessages: this.fileMessages,
    };
  }
}

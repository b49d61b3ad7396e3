import { describe, expect, it } from "vitest";
import { auditText, auditWords, type AuditEntry } from "~/lib/auditLog";

const TASK = "1b41bf2e-0000-4000-8000-000000000001";
const TODO = "8f6b6e79-0000-4000-8000-000000000002";
const DOING = "8f6b6e79-0000-4000-8000-000000000003";
const GONE = "deadbeef-0000-4000-8000-000000000004";

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  activityId: 1, verb: "created", itemType: "task", itemId: TASK, parentId: null, projectId: null, projectName: null, actor: null,
  detail: {}, names: {}, createdAt: 0, ...over,
});

const taskName = { name: "Design mockups", kind: "task", href: "/projects/t/p?taskId=x" };

describe("an audit log entry in words (issue 43 §5)", () => {
  it("says a board move from one status to another by their names, the task a link", () => {
    const moved = entry({
      verb: "moved",
      detail: { name: "Design mockups", board: "STATUS", from: TODO, to: DOING },
      names: { [TASK]: taskName, [TODO]: { name: "To Do", kind: "status", href: null }, [DOING]: { name: "In Progress", kind: "status", href: null } },
    });
    expect(auditText(moved)).toBe("moved task Design mockups from To Do to In Progress");
    expect(auditWords(moved).filter((part) => part.href)).toEqual([{ text: "Design mockups", href: taskName.href }]);
  });

  it("leaves out empty values and says what a message is on", () => {
    const posted = entry({ verb: "created", itemType: "message", itemId: GONE, parentId: TASK, detail: { itemType: "task", conversationId: null }, names: { [TASK]: taskName } });
    expect(auditText(posted)).toBe("created message on Design mockups");
    expect(auditText(posted)).not.toMatch(/null|conversation/i);
  });

  it("names what is gone for good as deleted, and a task by the name it had then", () => {
    const linked = entry({ verb: "created", itemType: "dependency", itemId: GONE, detail: { predecessorId: TASK, successorId: GONE, type: "FS", lagDays: 0 }, names: { [TASK]: taskName } });
    expect(auditText(linked)).toBe("created dependency from Design mockups to a deleted task (type: FS; lag days: 0)");
    expect(auditText(entry({ verb: "archived", detail: { name: "Old brochure" } }))).toBe("archived task Old brochure");
  });

  it("names every id of a list and says a role in words", () => {
    const [ada, bob] = ["aaaaaaaa-0000-4000-8000-000000000005", "bbbbbbbb-0000-4000-8000-000000000006"];
    const added = entry({
      verb: "members_added",
      itemType: "project",
      detail: { users: `${ada},${bob}`, role: "MEMBER" },
      names: { [TASK]: { name: "Website relaunch", kind: "project", href: "/projects/t/p" }, [ada]: { name: "Ada Lovelace", kind: "person", href: "/people/a" } },
    });
    expect(auditText(added)).toBe("members added project Website relaunch (users: Ada Lovelace, someone or something deleted; role: MEMBER)");
    const promoted = entry({ verb: "role_changed", itemType: "member", itemId: ada, detail: { from: "MEMBER", to: "ADMIN" }, names: { [ada]: { name: "Ada Lovelace", kind: "person", href: "/people/a" } } });
    expect(auditText(promoted)).toBe("role changed member Ada Lovelace from member to admin");
  });
});

import { describe, expect, it } from "vitest";
import { withParams } from "~/lib/searchParams";

describe("withParams", () => {
  it("changes one part of the query and keeps the rest", () => {
    expect(withParams("?sort=due&status=open", { sort: "name" })).toBe("?sort=name&status=open");
    expect(withParams("?sort=due&taskId=t1", { taskId: null })).toBe("?sort=due");
    expect(withParams("", {})).toBe("?");
  });

  it("leaves out Remix's index marker and an open panel, which a link to another state closes", () => {
    expect(withParams("?index&open=statusId-t1&sort=due", { taskId: "t2" })).toBe("?sort=due&taskId=t2");
    expect(withParams("?open=export-list", { open: "help" })).toBe("?open=help");
  });
});

import { describe, expect, it, vi } from "vitest";
import { QueryBatch, type QuerySender } from "~/server/api/core/queryBatch";
import type { Outcome } from "~/server/workspace/types";

const VIEWER = {} as never;
const answer = (name: string): Outcome<unknown> => ({ ok: true, data: name, viewer: VIEWER });
const op = (name: string) => ({ name, input: {} }) as never;

function sender(overrides: Partial<QuerySender> = {}) {
  return {
    one: vi.fn(async (only: { name: string }) => answer(`one ${only.name}`)),
    many: vi.fn(async (ops: { name: string }[]) => ops.map((each) => answer(`many ${each.name}`))),
    ...overrides,
  };
}

describe("QueryBatch: the queries of one page request in one workspace call (decision record 62)", () => {
  it("sends the queries started together in one call and answers each its own outcome", async () => {
    const batch = new QueryBatch();
    const send = sender();
    const outcomes = await Promise.all(["a", "b", "c"].map((name) => batch.run("token", op(name), send)));
    expect(outcomes.map((outcome) => outcome.ok && outcome.data)).toEqual(["many a", "many b", "many c"]);
    expect(send.many).toHaveBeenCalledTimes(1);
    expect(send.one).not.toHaveBeenCalled();
  });

  it("sends a lone query as one query, and a query started after the batch left in a batch of its own", async () => {
    const batch = new QueryBatch();
    const send = sender();
    expect(await batch.run("token", op("a"), send)).toMatchObject({ data: "one a" });
    expect(await batch.run("token", op("b"), send)).toMatchObject({ data: "one b" });
    expect(send.one).toHaveBeenCalledTimes(2);
    expect(send.many).not.toHaveBeenCalled();
  });

  it("keeps different session tokens apart", async () => {
    const batch = new QueryBatch();
    const send = sender();
    await Promise.all([batch.run("first", op("a"), send), batch.run("second", op("b"), send)]);
    expect(send.one).toHaveBeenCalledTimes(2);
  });

  it("when the batch's call throws, sends each query alone so that only the failing one fails", async () => {
    const batch = new QueryBatch();
    const send = sender({
      many: vi.fn(async () => {
        throw new Error("one of them threw");
      }),
      one: vi.fn(async (only: { name: string }) => {
        if (only.name === "bad") throw new Error("bad threw");
        return answer(`one ${only.name}`);
      }),
    });
    const [good, bad] = await Promise.allSettled([batch.run("token", op("good"), send), batch.run("token", op("bad"), send)]);
    expect(good).toMatchObject({ status: "fulfilled", value: { data: "one good" } });
    expect(bad).toMatchObject({ status: "rejected", reason: new Error("bad threw") });
  });
});

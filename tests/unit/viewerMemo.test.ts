import { describe, expect, it, vi } from "vitest";
import { shareViewerMemo, ViewerMemo, viewerMemoOf, type ViewerOutcome } from "~/server/api/core/viewerMemo";
import type { Viewer } from "~/server/workspace/types";

const viewer = { member: { userId: "u1" } } as Viewer;
const signedIn: ViewerOutcome = { ok: true, viewer };
const refused: ViewerOutcome = { ok: false, status: 401, message: "Unauthorized" };

describe("ViewerMemo", () => {
  it("lets parallel callers with one token share one check", async () => {
    const memo = new ViewerMemo();
    const check = vi.fn(async () => signedIn);
    const outcomes = await Promise.all([memo.recall("t", check), memo.recall("t", check), memo.recall("t", check)]);
    expect(outcomes).toEqual([signedIn, signedIn, signedIn]);
    expect(check).toHaveBeenCalledTimes(1);
    await memo.recall("other", check);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it("shares a refusal too", async () => {
    const memo = new ViewerMemo();
    const check = vi.fn(async () => refused);
    expect(await memo.recall("t", check)).toEqual(refused);
    expect(await memo.recall("t", check)).toEqual(refused);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it("reuses what a query learned, and checks when the query's failure said nothing of the session", async () => {
    const memo = new ViewerMemo();
    const check = vi.fn(async () => signedIn);
    memo.offer("known", Promise.resolve(signedIn));
    expect(await memo.recall("known", check)).toEqual(signedIn);
    expect(check).not.toHaveBeenCalled();
    memo.offer("unknown", Promise.resolve(null));
    const [first, second] = await Promise.all([memo.recall("unknown", check), memo.recall("unknown", check)]);
    expect([first, second]).toEqual([signedIn, signedIn]);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it("keeps a check under way over a later offer", async () => {
    const memo = new ViewerMemo();
    const check = vi.fn(async () => signedIn);
    const pending = memo.recall("t", check);
    memo.offer("t", Promise.resolve(null));
    expect(await memo.recall("t", check)).toEqual(signedIn);
    expect(await pending).toEqual(signedIn);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it("checks again after forget (a change) and after a failed call", async () => {
    const memo = new ViewerMemo();
    const check = vi.fn(async () => signedIn);
    await memo.recall("t", check);
    memo.forget();
    await memo.recall("t", check);
    expect(check).toHaveBeenCalledTimes(2);

    const broken = new ViewerMemo();
    await expect(broken.recall("t", () => Promise.reject(new Error("unreachable")))).rejects.toThrow("unreachable");
    expect(await broken.recall("t", check)).toEqual(signedIn);
  });
});

describe("ViewerMemo of a page request (waitForSiblings)", () => {
  it("lets the first check ride on a data query offered while it waits: no check of its own", async () => {
    const memo = new ViewerMemo({ waitForSiblings: true });
    const check = vi.fn(async () => signedIn);
    const shell = memo.recall("t", check);
    memo.offer("t", Promise.resolve(signedIn));
    expect(await shell).toEqual(signedIn);
    expect(await memo.recall("t", check)).toEqual(signedIn);
    expect(check).not.toHaveBeenCalled();
  });

  it("takes the first offer, even one that arrives a task later (a loader that awaited something first)", async () => {
    const memo = new ViewerMemo({ waitForSiblings: true });
    const check = vi.fn(async () => signedIn);
    const shell = memo.recall("t", check);
    await Promise.resolve();
    memo.offer("t", Promise.resolve(refused));
    memo.offer("t", Promise.resolve(signedIn));
    expect(await shell).toEqual(refused);
    expect(check).not.toHaveBeenCalled();
  });

  it("checks after the wait when no query offered, or when the query's failure said nothing of the session; parallel callers share it", async () => {
    const alone = new ViewerMemo({ waitForSiblings: true });
    const check = vi.fn(async () => signedIn);
    expect(await Promise.all([alone.recall("t", check), alone.recall("t", check)])).toEqual([signedIn, signedIn]);
    expect(check).toHaveBeenCalledTimes(1);

    const silent = new ViewerMemo({ waitForSiblings: true });
    const pending = silent.recall("t", check);
    silent.offer("t", Promise.resolve(null));
    expect(await pending).toEqual(signedIn);
    expect(check).toHaveBeenCalledTimes(2);
  });
});

describe("handing a memo to an API request", () => {
  it("gives in-process requests their page's memo and any other request a fresh one", () => {
    const memo = new ViewerMemo();
    const inProcess = shareViewerMemo(new Request("http://acme.localhost/api/v2/user/session"), memo);
    expect(viewerMemoOf(inProcess)).toBe(memo);
    const overHttp = new Request("http://acme.localhost/api/v2/user/session");
    expect(viewerMemoOf(overHttp)).not.toBe(memo);
    expect(viewerMemoOf(overHttp)).not.toBe(viewerMemoOf(overHttp));
  });
});

import { expect } from "vitest";
import { call, type Agent, type Reply } from "./world";

/** An answer's data, read loosely: the assertions say what it holds. */
export type Loose = ReturnType<typeof JSON.parse>;

export const ok = (reply: Reply): Loose => {
  expect(reply.body.error?.message).toBeUndefined();
  expect(reply.status).toBe(200);
  return reply.body.data;
};

export const failure = (reply: Reply) => ({ status: reply.status, message: reply.body.error?.message });
export const post = (agent: Agent, path: string, input: Record<string, unknown>) => call(agent, "POST", path, input);
export const get = (agent: Agent, path: string, input: Record<string, unknown>) => call(agent, "GET", path, input);

import { describe, expect, it } from "vitest";
import { messageCountText } from "~/lib/messageCount";

describe("a task's conversations in words", () => {
  it("counts conversations, and replies when there are any, singular and plural", () => {
    expect(messageCountText({ conversationCount: 1, replyCount: 0 })).toBe("1 conversation");
    expect(messageCountText({ conversationCount: 2, replyCount: 1 })).toBe("2 conversations, 1 reply");
    expect(messageCountText({ conversationCount: 3, replyCount: 5 })).toBe("3 conversations, 5 replies");
  });
});

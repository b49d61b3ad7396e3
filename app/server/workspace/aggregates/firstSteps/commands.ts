import { defineCommand, type NoInput } from "../../operations";
import { noteFirstStep } from "./store";

export const firstStepsCommands = {
  /** Hides the member's first-steps checklist on My Space for good. */
  "firstSteps.dismiss": defineCommand({
    permission: "signed-in",
    handler: ({ sql, viewer, now }, _input: NoInput) => {
      noteFirstStep(sql, viewer.member.userId, "dismissed", now);
      return { dismissed: true as const };
    },
    activity: (_input, _output, { viewer }) => ({ verb: "dismissed", itemType: "firstSteps", itemId: viewer.member.userId }),
  }),
};

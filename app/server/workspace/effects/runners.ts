import type { Env } from "~/server/env";
import { sendMail } from "~/server/mail";
import type { QueuedEffect } from "./types";

/** How the alarm runs each queued kind of effect; a new kind (an R2 delete, an export) adds its case here. */
export const effectRunner =
  (env: Env) =>
  async (effect: QueuedEffect): Promise<void> => {
    switch (effect.kind) {
      case "mail":
        return sendMail(env, effect.message);
    }
  };

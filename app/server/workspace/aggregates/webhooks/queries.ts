import { WEBHOOK_NOT_FOUND } from "~/schemas/webhook";
import { defineQuery, WorkspaceFailure, type NoInput } from "../../operations";
import { deliveryLog, findEndpointView, listEndpoints } from "./store";

export const webhookQueries = {
  /** The organisation's endpoints, without their secrets, with each one's last attempt. */
  "webhooks.list": defineQuery({
    permission: "settings:users",
    handler: ({ sql }, _input: NoInput) => ({ endpoints: listEndpoints(sql) }),
  }),

  /** One endpoint and its delivery log: each attempt, newest first. */
  "webhooks.deliveries": defineQuery({
    permission: "settings:users",
    handler: ({ sql }, { endpointId }: { endpointId: string }) => {
      const endpoint = findEndpointView(sql, endpointId);
      if (!endpoint) throw new WorkspaceFailure(404, WEBHOOK_NOT_FOUND);
      return { endpoint, attempts: deliveryLog(sql, endpointId) };
    },
  }),
};

import { WEBHOOK_NOT_FOUND } from "~/schemas/webhook";
import { limitTo } from "../../sql";
import { defineQuery, WorkspaceFailure, type NoInput } from "../../operations";
import { projectsSeenBy } from "../../visibility";
import { deliveryLog, findEndpointView, listEndpoints } from "./store";

/** How many projects the form offers to choose from (by name); an endpoint follows at most MAX_WEBHOOK_PROJECTS. Read team by team (teams first: tens of them). */
const PROJECT_CHOICES = 200;

export const webhookQueries = {
  /** The organisation's endpoints, without their secrets, with each one's last attempt; and the projects one may follow. */
  "webhooks.list": defineQuery({
    permission: "settings:users",
    handler: ({ sql, viewer }, _input: NoInput) => {
      const seen = projectsSeenBy(viewer.member, "p");
      const projects = sql
        .exec<{ id: string; name: string }>(`SELECT p.id, p.name FROM teams t CROSS JOIN projects p ON p.team_id = t.id WHERE t.hidden_in IS NULL AND p.hidden_in IS NULL AND ${seen.where} ORDER BY p.name ${limitTo(PROJECT_CHOICES)}`, ...seen.params)
        .toArray()
        .map((row) => ({ projectId: row.id, name: row.name }));
      return { endpoints: listEndpoints(sql), projects };
    },
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

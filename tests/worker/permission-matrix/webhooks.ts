import type { MatrixRow } from "./row";
import { call, inAcme, type Agent } from "../work/world";

/**
 * Webhooks (issue 44 §3, decision record 87): the tenant's admins and super admins only. Each change
 * acts on a fresh endpoint of ada's, listening for members joining (nothing the matrix does), so no
 * cell sees another's change and none sends anything.
 */
async function endpointOf(ada: Agent) {
  const { body } = await call(ada, "POST", "webhooks/register", { url: "https://hooks.example.test/matrix", eventTypes: ["member.joined"] });
  return (body.data as { endpointId: string }).endpointId;
}

/** An endpoint with one delivery in its log, for redeliver (written as a delivery is, without sending it). */
async function deliveryOf(ada: Agent) {
  const endpointId = await endpointOf(ada);
  const deliveryId = `msg_${crypto.randomUUID()}`;
  await inAcme((sql) => sql.exec("INSERT INTO webhook_deliveries (id, endpoint_id, event_type, body, created_at) VALUES (?, ?, 'member.joined', '{}', ?)", deliveryId, endpointId, Date.now()));
  return { endpointId, deliveryId };
}

const admins = (name: string, method: "GET" | "POST", arrange: MatrixRow["arrange"]): MatrixRow => ({ call: `webhooks/${name}`, method, permission: "settings:users", arrange });

export const webhookRows: MatrixRow[] = [
  admins("list", "GET", async () => ({ input: {} })),
  admins("deliveries", "GET", async (world) => ({ input: { endpointId: await endpointOf(world.people.ada) } })),
  admins("register", "POST", async () => ({ input: { url: "https://hooks.example.test/matrix", eventTypes: ["member.joined"] } })),
  admins("update", "POST", async (world) => ({ input: { endpointId: await endpointOf(world.people.ada), eventTypes: ["member.joined", "project.created"] } })),
  admins("setEnabled", "POST", async (world) => ({ input: { endpointId: await endpointOf(world.people.ada), enabled: false } })),
  admins("rotateSecret", "POST", async (world) => ({ input: { endpointId: await endpointOf(world.people.ada) } })),
  admins("delete", "POST", async (world) => ({ input: { endpointId: await endpointOf(world.people.ada) } })),
  admins("redeliver", "POST", async (world) => ({ input: await deliveryOf(world.people.ada) })),
];

import { Link } from "@remix-run/react";
import { formatMoment } from "~/lib/dates";
import { WEBHOOKS_PATH } from "~/lib/routes";
import { useDatePreferences } from "~/lib/shell";
import { EndpointButton } from "./EndpointButton";

export type WebhookEndpoint = {
  endpointId: string;
  url: string;
  eventTypes: string[];
  projectIds: string[] | null;
  enabled: boolean;
  disabledReason: string | null;
  createdByName: string;
  createdAt: number;
  lastDelivery: { attemptedAt: number; statusCode: number | null; eventType: string } | null;
};

const linkClass = "rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50";

/** The organisation's endpoints: each one's state, last delivery and actions. */
export function WebhookList({ endpoints }: { endpoints: readonly WebhookEndpoint[] }) {
  const preferences = useDatePreferences();
  if (endpoints.length === 0) return <p className="mt-3 text-sm text-slate-500">No endpoint yet: register one above to be told of changes.</p>;
  return (
    <ul aria-label="Endpoints" className="mt-3 divide-y divide-slate-200 rounded-lg bg-white ring-1 ring-slate-200">
      {endpoints.map((endpoint) => (
        <li key={endpoint.endpointId} aria-label={endpoint.url} className="flex flex-col gap-2 px-4 py-3">
          <div className="min-w-0">
            <p className="font-mono text-sm break-all">{endpoint.url}</p>
            <p className="text-xs text-slate-500">
              <span className={endpoint.enabled ? "font-medium text-emerald-700" : "font-medium text-red-700"}>{endpoint.enabled ? "Active" : "Disabled"}</span>
              {endpoint.disabledReason ? ` (${endpoint.disabledReason})` : ""} · {endpoint.eventTypes.join(", ")}
              {endpoint.projectIds ? ` · ${endpoint.projectIds.length} project${endpoint.projectIds.length === 1 ? "" : "s"}` : " · every project"} · by{" "}
              {endpoint.createdByName} ·{" "}
              {endpoint.lastDelivery
                ? `last delivery ${formatMoment(endpoint.lastDelivery.attemptedAt, preferences)}: ${endpoint.lastDelivery.statusCode ?? "no answer"}`
                : "no delivery yet"}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Link to={`${WEBHOOKS_PATH}?endpoint=${endpoint.endpointId}`} className={linkClass} aria-label={`Deliveries of ${endpoint.url}`}>
              Deliveries
            </Link>
            <EndpointButton intent="setEnabled" fields={{ endpointId: endpoint.endpointId, enabled: String(!endpoint.enabled) }} label={`${endpoint.enabled ? "Disable" : "Enable"} ${endpoint.url}`}>
              {endpoint.enabled ? "Disable" : "Enable"}
            </EndpointButton>
            <EndpointButton intent="rotate" fields={{ endpointId: endpoint.endpointId }} label={`Rotate the secret of ${endpoint.url}`}>
              Rotate secret
            </EndpointButton>
            <Link
              to={`${WEBHOOKS_PATH}?confirmDelete=${endpoint.endpointId}`}
              aria-label={`Delete ${endpoint.url}`}
              className="rounded-md border border-red-300 px-3 py-1.5 text-sm text-red-700 hover:bg-red-50"
            >
              Delete
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}

// npm run bench:work: only issue 7's work screens (scripts/bench/work.mjs) on a fresh app; the
// same rows as in `npm run bench`, without its other measurements. BENCH_WORK_ONLY=conversations:
// only issue 17's conversation rows and its upload's memory (=uploads: the upload's alone); BENCH_WORK_ONLY=dashboards: only
// issue 18's dashboard rows; BENCH_WORK_ONLY=live: only issue 21's live-update rows;
// BENCH_WORK_ONLY=browser: only issue 23's browser rows (Chromium at 10,000 tasks);
// BENCH_WORK_ONLY=pdf and =exports: only issue 19's PDF, export and import rows; =webhooks: only issue 44's webhook rows.
import { startApp } from "./bench/servers.mjs";
import { printTable } from "./bench/table.mjs";
import { measureExports } from "./bench/exports.mjs";
import { measureLive } from "./bench/live.mjs";
import { measurePdf } from "./bench/pdf.mjs";
import { measureUploadMemory } from "./bench/uploadMemory.mjs";
import { measureWebhooks } from "./bench/webhooks.mjs";
import { measureBrowserAlone, measureConversationsAlone, measureDashboardsAlone, measureWork } from "./bench/work.mjs";

const APP_PORT = Number(process.env.BENCH_PORT ?? 8815);
console.log(`Starting the app on ${APP_PORT} …`);
const app = await startApp(APP_PORT);
let failed;
try {
  const seeded = await fetch(`http://127.0.0.1:${APP_PORT}/api/v2/dev/seed`, { method: "POST" });
  if (!seeded.ok) throw new Error(`seeding the demo data answered ${seeded.status}`);
  const only = process.env.BENCH_WORK_ONLY;
  const measures = {
    conversations: async () => [...(await measureConversationsAlone(APP_PORT)), ...(await measureUploadMemory(APP_PORT, app.pid))],
    uploads: () => measureUploadMemory(APP_PORT, app.pid),
    dashboards: () => measureDashboardsAlone(APP_PORT),
    live: () => measureLive(APP_PORT, app.pid),
    browser: () => measureBrowserAlone(APP_PORT),
    pdf: () => measurePdf(APP_PORT, app.pid),
    exports: () => measureExports(APP_PORT, app.pid),
    webhooks: () => measureWebhooks(APP_PORT),
  };
  const measure = measures[only ?? ""];
  if (only && !measure) throw new Error(`BENCH_WORK_ONLY=${only}: only ${Object.keys(measures).join(", ")} are known`);
  failed = printTable(await (measure ?? (() => measureWork(APP_PORT)))());
} finally {
  app.stop();
}
process.exit(failed ? 1 : 0);

import { Form, useNavigation } from "@remix-run/react";
import { CsrfField } from "~/components/CsrfField";
import { INTENT_FIELD } from "~/components/forms";
import type { PanelData } from "~/components/projects/SecondPanel";

/** Where a project file is imported: a page of its own, whose action reads the file (routes/_app.projects.import.tsx). */
export const IMPORT_PATH = "/projects/import";

export type ImportErrors = { message: string; fields?: Record<string, string[]> };

const field = "rounded border border-slate-300 px-2 py-1 text-sm";

/** The team an import makes its project in (`teamId`), the first by default. */
export function TeamField({ teams, teamId, idPrefix }: { teams: PanelData["teams"]; teamId?: string; idPrefix: string }) {
  return (
    <label className="flex flex-col gap-1" htmlFor={`${idPrefix}-team`}>
      Team
      <select id={`${idPrefix}-team`} name="teamId" className={field} defaultValue={teamId ?? teams[0]?.teamId}>
        {teams.map((team) => (
          <option key={team.teamId} value={team.teamId}>
            {team.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * "Import project": a Meridian project file (JSON export) becomes a new project in a team
 * (issue 19 §3). A multipart form, so it works without JavaScript; the whole file is checked
 * before anything is written, and its errors are listed row by row.
 */
export function ImportProjectForm({ teams, errors, idPrefix = "import" }: { teams: PanelData["teams"]; errors?: ImportErrors; idPrefix?: string }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formAction === IMPORT_PATH;
  const rows = Object.values(errors?.fields ?? {}).flat();
  return (
    <Form method="post" action={IMPORT_PATH} encType="multipart/form-data" aria-label="Import a project" className="flex flex-col gap-2 text-sm">
      <CsrfField />
      <input type="hidden" name={INTENT_FIELD} value="import" />
      {errors ? (
        <div role="alert" className="rounded-md bg-red-50 p-2 text-red-800 ring-1 ring-red-200">
          <p className="font-medium">{errors.message}</p>
          {rows.length > 0 ? (
            <ul aria-label="Errors in the file" className="mt-1 list-disc pl-5">
              {rows.map((row) => (
                <li key={row}>{row}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <label className="flex flex-col gap-1" htmlFor={`${idPrefix}-file`}>
        Meridian project file (.json)
        <input id={`${idPrefix}-file`} type="file" name="file" accept="application/json,.json" required className={field} />
      </label>
      <TeamField teams={teams} idPrefix={idPrefix} />
      <label className="flex flex-col gap-1" htmlFor={`${idPrefix}-name`}>
        Project name (optional)
        <input id={`${idPrefix}-name`} type="text" name="name" maxLength={200} placeholder="The file's name" className={field} />
      </label>
      <button type="submit" aria-busy={pending || undefined} disabled={pending} className="rounded bg-brand-600 px-3 py-1.5 font-medium text-white hover:bg-brand-700 disabled:opacity-60">
        {pending ? "Importing…" : "Import project"}
      </button>
    </Form>
  );
}

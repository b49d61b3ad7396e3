import { getTextareaProps } from "@conform-to/react";
import { FormErrors, SchemaForm, SubmitButton } from "~/components/forms";
import { useIsSubmitting, useSchemaForm } from "~/components/useSchemaForm";
import { formatCalendarDay } from "~/lib/dates";
import { useDatePreferences } from "~/lib/shell";
import { HolidaysFormSchema, holidaysToText } from "~/schemas/dependency";
import { SETTINGS_INTENTS, type TeamSettings } from "./settings";

/** The team's holidays: the days its projects' scheduling skips besides weekends (decision record 29). */
export function HolidaysSection({ settings, path, canManage }: { settings: TeamSettings; path: string; canManage: boolean }) {
  const { teamId } = settings.team;
  const { dateFormat } = useDatePreferences();
  const [form, fields] = useSchemaForm(HolidaysFormSchema, {
    id: "team-holidays",
    defaultValue: { teamId, holidays: holidaysToText(settings.holidays) },
  });
  const saving = useIsSubmitting(SETTINGS_INTENTS.updateHolidays);
  return (
    <section aria-labelledby="holidays-title" className="mt-8 flex flex-col gap-3">
      <h2 id="holidays-title" className="text-lg font-semibold">
        Holidays
      </h2>
      <p className="text-sm text-slate-600">Scheduling counts Monday to Friday, except these days.</p>
      {settings.holidays.length > 0 ? (
        <ul aria-label="Team holidays" className="divide-y divide-slate-200 rounded-md bg-white text-sm ring-1 ring-slate-200">
          {settings.holidays.map((holiday) => (
            <li key={holiday.day} className="px-3 py-2">
              <time dateTime={holiday.day}>{formatCalendarDay(holiday.day, dateFormat)}</time>
              {holiday.name ? <span className="text-slate-600"> · {holiday.name}</span> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">No holidays yet.</p>
      )}
      {canManage ? (
        <SchemaForm form={form} intent={SETTINGS_INTENTS.updateHolidays} action={path} className="flex flex-col gap-2 rounded-lg bg-white p-4 ring-1 ring-slate-200 sm:w-96">
          <input type="hidden" name="teamId" value={teamId} />
          {/* A wrong line's message sits on that line's day ("holidays[1].day"): show the first one. */}
          <FormErrors errors={Object.values(form.allErrors).flat()} id={form.errorId} />
          <label htmlFor={fields.holidays.id} className="text-sm font-medium">
            Holidays, one per line
          </label>
          <p id="holidays-hint" className="text-xs text-slate-500">
            The date as yyyy-mm-dd, then its name: 2026-12-25 Christmas
          </p>
          <textarea
            {...getTextareaProps(fields.holidays)}
            rows={6}
            aria-describedby="holidays-hint"
            className="rounded border border-slate-300 p-2 font-mono text-sm"
          />
          <SubmitButton pending={saving}>Save holidays</SubmitButton>
        </SchemaForm>
      ) : null}
    </section>
  );
}

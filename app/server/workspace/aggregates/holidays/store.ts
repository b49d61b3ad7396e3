import { workingCalendar, type WorkingCalendar } from "~/lib/schedule/calendar";

export type Holiday = { day: string; name: string };

export function holidaysOf(sql: SqlStorage, teamId: string): Holiday[] {
  return sql.exec<Holiday>("SELECT day, name FROM team_holidays WHERE team_id = ? ORDER BY day", teamId).toArray();
}

export function replaceHolidays(sql: SqlStorage, teamId: string, holidays: readonly Holiday[]) {
  sql.exec("DELETE FROM team_holidays WHERE team_id = ?", teamId);
  for (const holiday of holidays) {
    sql.exec("INSERT INTO team_holidays (team_id, day, name) VALUES (?, ?, ?)", teamId, holiday.day, holiday.name);
  }
}

/** The team's working days: Monday to Friday minus its holidays. */
export function teamCalendar(sql: SqlStorage, teamId: string): WorkingCalendar {
  return workingCalendar(holidaysOf(sql, teamId).map((holiday) => holiday.day));
}

import type { Role } from "~/lib/permissions";

export type UserRecord = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  imageKey: string | null;
  dateFormat: string;
  timeFormat: string;
};

export type TenantRecord = { id: string; name: string; subdomain: string };

export type MembershipRecord = { tenant: TenantRecord; role: Role; roleName: string; status: string };

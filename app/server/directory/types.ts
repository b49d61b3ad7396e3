export type RoleName = "SUPER_ADMIN" | "ADMIN" | "MEMBER" | "GUEST";

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

export type MembershipRecord = { tenant: TenantRecord; role: RoleName; roleName: string; status: string };

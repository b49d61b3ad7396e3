import { Link, useNavigate } from "@remix-run/react";
import type { ReactNode } from "react";
import { MemberAvatar } from "~/components/Avatar";
import { Modal } from "~/components/Modal";
import type { ApiData } from "~/lib/api-result";
import { formatCalendarDay } from "~/lib/dates";

export type UserInfo = ApiData<"user", "getUserProfile", "$post">;

/**
 * The user-info modal of spec §2: name, designation, contact details (starts
 * expanded) and other details (starts collapsed). Closing is a link, so it
 * works without JavaScript.
 */
export function UserInfoModal({ user, dateFormat, closeTo }: { user: UserInfo; dateFormat: string; closeTo: string }) {
  const navigate = useNavigate();
  const day = (value: string | null) => (value ? formatCalendarDay(value, dateFormat) : null);
  return (
    <Modal title="User info" hideTitle onClose={() => navigate(closeTo, { preventScrollReset: true })}>
      <div className="flex items-center gap-3">
        <MemberAvatar member={user} size="lg" decorative />
        <div>
          <p className="text-lg font-semibold">
            {user.firstName} {user.lastName}
          </p>
          <p className="text-sm text-slate-600">{user.designation ?? user.roleName}</p>
        </div>
      </div>
      <Section title="Contact details" open>
        <Detail label="Email" value={user.username} />
        <Detail label="Mobile Number" value={user.mobileNumber} />
        <Detail label="City" value={user.city} />
      </Section>
      <Section title="Other details">
        <Detail label="Role" value={user.roleName} />
        <Detail label="Birthday" value={day(user.birthday)} />
        <Detail label="Work Anniversary" value={day(user.workAnniversary)} />
      </Section>
      <div className="mt-6 text-right">
        <Link to={closeTo} preventScrollReset className="rounded-md px-3 py-1.5 text-sm font-medium hover:bg-slate-100">
          Close
        </Link>
      </div>
    </Modal>
  );
}

function Section({ title, open = false, children }: { title: string; open?: boolean; children: ReactNode }) {
  return (
    <details open={open} className="mt-4 rounded-lg border border-slate-200 p-3">
      <summary className="cursor-pointer font-medium">{title}</summary>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">{children}</dl>
    </details>
  );
}

function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <>
      <dt className="text-slate-500">{label}</dt>
      <dd>{value || "—"}</dd>
    </>
  );
}

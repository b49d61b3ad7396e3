import { colourClass, initials } from "~/lib/avatar";
import { personLabel } from "~/lib/people";

const SIZES = { sm: "size-7 text-xs", md: "size-9 text-sm", lg: "size-12 text-base" } as const;

export type AvatarMember = { firstName: string; lastName: string; image?: string | null; deactivated?: boolean };

/** A member's picture, or their initials on a colour keyed by the first one. */
export function MemberAvatar({
  member,
  size = "md",
  decorative = false,
}: {
  member: AvatarMember;
  size?: keyof typeof SIZES;
  decorative?: boolean;
}) {
  const name = personLabel(member);
  const shape = `inline-flex shrink-0 items-center justify-center rounded-full ${SIZES[size]}`;
  if (member.image) {
    return <img src={member.image} alt={decorative ? "" : name} className={`${shape} object-cover`} />;
  }
  const text = initials(member.firstName, member.lastName);
  return (
    <span
      role={decorative ? undefined : "img"}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
      className={`${shape} font-semibold ${colourClass(text)}`}
    >
      {text}
    </span>
  );
}

/** Avatar with the member's name, username and role line. */
export function MemberDisplay({ member }: { member: AvatarMember & { username: string; roleName: string } }) {
  return (
    <div className="flex items-center gap-3">
      <MemberAvatar member={member} decorative />
      <div className="min-w-0 leading-tight">
        <p className="truncate font-medium">
          {member.firstName} {member.lastName}
        </p>
        <p className="truncate text-xs text-slate-500">{member.username}</p>
        <p className="truncate text-xs text-slate-500">{member.roleName}</p>
      </div>
    </div>
  );
}

import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { MemberAvatar, type AvatarMember } from "~/components/Avatar";
import { CsrfField } from "~/components/CsrfField";
import { Popover } from "~/components/Popover";
import { PopupMenu } from "~/components/PopupMenu";
import { Icon } from "~/components/Icon";

export const LOGOUT_FORM_ID = "logout-form";

/**
 * The avatar and its menu, whose only entry is Logout: a real form, so it works without JavaScript.
 * `children` go above the menu (on a phone: the plan, Upgrade and Help, which leave the header there).
 */
export function UserMenu({ member, children }: { member: AvatarMember; children?: ReactNode }) {
  const items = [{ id: "logout", label: "Logout", icon: <Icon name="logout" size={16} />, form: LOGOUT_FORM_ID }];
  return (
    <>
      <Form id={LOGOUT_FORM_ID} method="post" action="/logout" hidden>
        <CsrfField />
      </Form>
      <Popover name="account" label="Account" placement="bottom-end" trigger={<MemberAvatar member={member} size="sm" decorative />} triggerClassName="rounded-full p-0.5 hover:ring-2 hover:ring-brand-100">
        {({ open, close }) => (
          <>
            {children}
            <PopupMenu items={items} label="Account actions" autoFocus={open} onClose={close} />
          </>
        )}
      </Popover>
    </>
  );
}

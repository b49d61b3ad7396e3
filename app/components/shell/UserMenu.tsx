import { Form } from "@remix-run/react";
import { MemberAvatar, type AvatarMember } from "~/components/Avatar";
import { CsrfField } from "~/components/CsrfField";
import { Popover } from "~/components/Popover";
import { PopupMenu } from "~/components/PopupMenu";
import { Icon } from "~/components/Icon";

export const LOGOUT_FORM_ID = "logout-form";

/** The avatar and its menu, whose only entry is Logout: a real form, so it works without JavaScript. */
export function UserMenu({ member }: { member: AvatarMember }) {
  const items = [{ id: "logout", label: "Logout", icon: <Icon name="logout" size={16} />, form: LOGOUT_FORM_ID }];
  return (
    <>
      <Form id={LOGOUT_FORM_ID} method="post" action="/logout" hidden>
        <CsrfField />
      </Form>
      <Popover name="account" label="Account" placement="bottom-end" trigger={<MemberAvatar member={member} size="sm" decorative />} triggerClassName="rounded-full p-0.5 hover:ring-2 hover:ring-brand-100">
        {({ open, close }) => <PopupMenu items={items} label="Account actions" autoFocus={open} onClose={close} />}
      </Popover>
    </>
  );
}

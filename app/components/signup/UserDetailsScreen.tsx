import { getInputProps, type SubmissionResult } from "@conform-to/react";
import { Field, SubmitButton } from "~/components/forms";
import { InvitedUserFormSchema, UserDetailsFormSchema } from "~/schemas/signup";
import { Announcement } from "./Announcement";
import { PasswordField } from "./PasswordField";
import { SignupForm } from "./SignupForm";
import type { SignupInvite } from "./types";
import { useIsSubmitting, useSchemaForm } from "~/components/useSchemaForm";

type LastResult = SubmissionResult<string[]> | null | undefined;

/** user_details for a new account owner: names, organisation name and password (createAccount). */
export function UserDetailsScreen({ lastResult }: { lastResult: LastResult }) {
  const [form, fields] = useSchemaForm(UserDetailsFormSchema, { id: "signup-user-details", lastResult });
  return (
    <SignupForm form={form} intent="createAccount">
      <Announcement message={form.errors?.[0]} kind="error" trigger={lastResult} />
      <NameFields first={fields.firstName} last={fields.lastName} />
      <Field
        label="Organization name"
        errors={fields.orgName.errors}
        inputProps={{ ...getInputProps(fields.orgName, { type: "text" }), autoComplete: "organization" }}
      />
      <PasswordField errors={fields.password.errors} inputProps={getInputProps(fields.password, { type: "password" })} />
      <SubmitButton pending={useIsSubmitting("createAccount")}>Continue</SubmitButton>
    </SignupForm>
  );
}

/** user_details for an invited user: the organisation is locked to the inviter's (invitedUserSignup). */
export function InvitedUserDetailsScreen({ invite, lastResult }: { invite: SignupInvite; lastResult: LastResult }) {
  const [form, fields] = useSchemaForm(InvitedUserFormSchema, { id: "signup-invited-user", lastResult });
  return (
    <SignupForm form={form} intent="invitedUserSignup" action="/signup">
      <Announcement message={form.errors?.[0]} kind="error" trigger={lastResult} />
      <input type="hidden" name="username" value={invite.username} />
      <input type="hidden" name="invitedBy" value={invite.invitedBy} />
      <input type="hidden" name="inviteToken" value={invite.token} />
      <input type="hidden" name="organisationName" value={invite.organisationName} />
      <Field label="Email" inputProps={{ id: "signup-invited-email", name: "", value: invite.username, readOnly: true, disabled: true }} />
      <NameFields first={fields.firstName} last={fields.lastName} />
      <Field
        label="Organization name"
        inputProps={{ id: "signup-invited-org", name: "", value: invite.organisationName, readOnly: true, disabled: true }}
      />
      <PasswordField errors={fields.password.errors} inputProps={getInputProps(fields.password, { type: "password" })} />
      <SubmitButton pending={useIsSubmitting("invitedUserSignup")}>Sign up</SubmitButton>
    </SignupForm>
  );
}

type NameField = Parameters<typeof getInputProps>[0];

function NameFields({ first, last }: { first: NameField; last: NameField }) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <Field
        label="First name"
        errors={first.errors}
        inputProps={{ ...getInputProps(first, { type: "text" }), autoComplete: "given-name" }}
      />
      <Field
        label="Last name"
        errors={last.errors}
        inputProps={{ ...getInputProps(last, { type: "text" }), autoComplete: "family-name" }}
      />
    </div>
  );
}

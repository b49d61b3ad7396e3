import { getInputProps, type SubmissionResult } from "@conform-to/react";
import { Field, SubmitButton } from "~/components/forms";
import { OrgDetailsFormSchema, SUBDOMAIN_HINT } from "~/schemas/signup";
import { Announcement } from "./Announcement";
import { SignupForm } from "./SignupForm";
import { useIsSubmitting, useSchemaForm } from "~/components/useSchemaForm";

/** org_details: the organisation (named on user_details) and its sub-domain, prefilled with the suggestion. */
export function OrgDetailsScreen({
  orgName,
  subdomain,
  baseDomain,
  lastResult,
}: {
  orgName: string;
  subdomain: string;
  baseDomain: string;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const [form, fields] = useSchemaForm(OrgDetailsFormSchema, { id: "signup-org-details", lastResult, defaultValue: { orgDomainName: subdomain } });
  return (
    <SignupForm form={form} intent="createSubdomain">
      <Announcement message={form.errors?.[0]} kind="error" trigger={lastResult} />
      <Field label="Organization name" inputProps={{ id: "signup-org-name", name: "", value: orgName, readOnly: true, disabled: true }} />
      <Field
        label="Organization URL"
        errors={fields.orgDomainName.errors}
        hint={
          <>
            <span className="block">{`{your URL}.${baseDomain}`}</span>
            {SUBDOMAIN_HINT}
          </>
        }
        inputProps={{ ...getInputProps(fields.orgDomainName, { type: "text" }), autoComplete: "off", spellCheck: false }}
      />
      <SubmitButton pending={useIsSubmitting("createSubdomain")}>Create organization</SubmitButton>
    </SignupForm>
  );
}

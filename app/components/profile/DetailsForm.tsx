import { getInputProps, getSelectProps, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { DateField } from "~/components/DateField";
import type { z } from "zod";
import { Field, FormErrors, SchemaForm, SelectField, SubmitButton } from "~/components/forms";
import { DATE_FORMAT_PREFERENCES, TIME_FORMAT_PREFERENCES } from "~/lib/dates";
import { UpdateProfileSchema } from "~/schemas/profile";
import { PROFILE_INTENTS } from "./intents";
import { useIsSubmitting, useSchemaForm } from "~/components/useSchemaForm";

const asChoice = (value: string) => ({ value, label: value });

export type ProfileDefaults = Partial<Record<keyof z.input<typeof UpdateProfileSchema>, string>> & { username: string };

/** The profile form of spec §3: names, designation, contact details, dates and display preferences. */
export function DetailsForm({ profile, lastResult }: { profile: ProfileDefaults; lastResult?: SubmissionResult<string[]> }) {
  const { username, ...defaultValue } = profile;
  const [form, fields] = useSchemaForm(UpdateProfileSchema, { id: "profile-details", lastResult, defaultValue });
  const input = (name: "firstName" | "lastName" | "designation" | "mobileNumber" | "city") =>
    getInputProps(fields[name], { type: "text" });
  return (
    <SchemaForm form={form} intent={PROFILE_INTENTS.details} className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormErrors errors={form.errors} id={form.errorId} />
      </div>
      <Field label="First Name" errors={fields.firstName.errors} inputProps={{ ...input("firstName"), autoComplete: "given-name" }} />
      <Field label="Last Name" errors={fields.lastName.errors} inputProps={{ ...input("lastName"), autoComplete: "family-name" }} />
      <Field label="Designation" errors={fields.designation.errors} inputProps={{ ...input("designation"), autoComplete: "organization-title" }} />
      <Field label="Email" inputProps={{ id: "profile-email", name: "username", type: "email", value: username, readOnly: true }} />
      <Field label="Mobile Number" errors={fields.mobileNumber.errors} inputProps={{ ...input("mobileNumber"), type: "tel", autoComplete: "tel" }} />
      <Field label="City" errors={fields.city.errors} inputProps={{ ...input("city"), autoComplete: "address-level2" }} />
      <DayField label="Birthday" field={fields.birthday} />
      <DayField label="Work Anniversary" field={fields.workAnniversary} />
      <SelectField
        label="Date format"
        errors={fields.dateFormatPreference.errors}
        choices={DATE_FORMAT_PREFERENCES.map(asChoice)}
        selectProps={getSelectProps(fields.dateFormatPreference)}
      />
      <SelectField
        label="Time format"
        errors={fields.timeFormatPreference.errors}
        choices={TIME_FORMAT_PREFERENCES.map(asChoice)}
        selectProps={getSelectProps(fields.timeFormatPreference)}
      />
      <div className="sm:col-span-2 sm:w-48">
        <SubmitButton pending={useIsSubmitting(PROFILE_INTENTS.details)}>Save profile</SubmitButton>
      </div>
    </SchemaForm>
  );
}

/** A day of the profile: the date field in the person's order, with conform's messages. */
function DayField({ label, field }: { label: string; field: FieldMetadata<string | undefined> }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={field.id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <DateField
        key={field.key}
        id={field.id}
        name={field.name}
        label={label}
        value={typeof field.initialValue === "string" ? field.initialValue : ""}
        errors={field.errors}
        className="rounded-md border border-slate-300 bg-white px-3 py-2 outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
      />
    </div>
  );
}

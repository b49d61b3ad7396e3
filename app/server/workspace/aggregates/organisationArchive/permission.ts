/** Who exports or imports an organisation's archive (decision 0092): its super admins. */
export const ARCHIVES = "organisation:archive" as const;

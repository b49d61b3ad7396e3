/**
 * Calls the matrix cannot make as every actor alike, each with the test that proves its isolation
 * (and its access restriction) instead: a background export's file answers only through its
 * member's signed link; the organisation's archive and its deletion act on the whole organisation
 * the matrix's world lives in (a super admin's cell would export, replace or delete it).
 */
export const COVERED_ELSEWHERE: Readonly<Record<string, string>> = {
  "download/exportFile": "tests/worker/export-jobs.test.ts",
  "tenant/exportArchive": "tests/worker/organisation-archive.test.ts",
  "tenant/importArchive": "tests/worker/organisation-archive.test.ts",
  "settings/organizationDeletion": "tests/worker/organization-deletion.test.ts",
  "settings/deleteOrganization": "tests/worker/organization-deletion.test.ts",
  "settings/restoreOrganization": "tests/worker/organization-deletion.test.ts",
};

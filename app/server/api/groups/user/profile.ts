import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { pictureUrl } from "~/lib/avatar";
import {
  ChangePasswordSchema,
  ChangeProfilePictureSchema,
  GetUserProfileSchema,
  MAX_PICTURE_BYTES,
  PICTURE_SIZE_MESSAGE,
  PICTURE_TYPE_MESSAGE,
  SignedUrlSchema,
  UpdateProfileSchema,
  type PictureType,
} from "~/schemas/profile";
import { hashPassword, verifyPassword } from "~/server/auth/password";
import { findProfile, updateImageKey, updatePasswordHash, updateProfile, type ProfileRecord } from "~/server/directory/profiles";
import { findMembership } from "~/server/directory/tenants";
import { findPasswordHash } from "~/server/directory/users";
import type { Env } from "~/server/env";
import { EXTENSIONS, isPictureOfType } from "~/server/uploads/imageType";
import { signedUploadUrl, UPLOAD_URL_TTL_MS, verifyUploadUrl } from "~/server/uploads/signedUrl";
import type { MemberProfile, ProfileChange as MemberProfileChange } from "~/server/workspace/types";
import { bodyLimit } from "../../core/bodyLimit";
import { ApiError, fail, ok } from "../../core/envelope";
import { requirePermission } from "../../core/permissions";
import { apiRoute } from "../../core/route";
import { createRouter } from "../../core/router";
import { runQuery, type SignedInViewer } from "../../core/session";
import type { ApiEnv } from "../../core/types";
import { inEveryWorkspaceOf, workspace } from "../../core/workspace";

const tags: [string] = ["user"];

export const USER_NOT_FOUND = "User not found";
export const WRONG_CURRENT_PASSWORD = "Current password is incorrect";
const pictureKeyPrefix = (userId: string) => `profile-pictures/${userId}/`;

const ProfileSchema = z.object({
  userId: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  designation: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  city: z.string().nullable(),
  birthday: z.string().nullable(),
  workAnniversary: z.string().nullable(),
  image: z.string().nullable(),
  dateFormatPreference: z.string(),
  timeFormatPreference: z.string(),
  roleName: z.string(),
});

/** Spec §3 profile-change events, answered to the caller and applied to every tenant's member copy. */
const ProfileChangeSchema = z.object({ type: z.enum(["profile_picture", "name_change"]) });
type ProfileChange = z.infer<typeof ProfileChangeSchema>;

const getUserProfile = apiRoute({
  method: "post",
  path: "/getUserProfile",
  summary: "One's own profile, or that of a member of the same organisation",
  input: GetUserProfileSchema,
  data: ProfileSchema,
  tags,
});

/** A profile after a change, with the profile-change events of spec §3 it caused. */
const ProfileUpdateSchema = z.object({ profile: ProfileSchema, events: z.array(ProfileChangeSchema) });

const updateUserProfile = apiRoute({
  method: "post",
  path: "/updateUserProfile",
  summary: "Update one's own profile and preferences",
  input: UpdateProfileSchema,
  data: ProfileUpdateSchema,
  tags,
});

const changePassword = apiRoute({
  method: "post",
  path: "/changePassword",
  summary: "Change one's password; every other session of the user ends",
  input: ChangePasswordSchema,
  data: z.object({ changed: z.boolean() }),
  tags,
});

const createSignedUrl = apiRoute({
  method: "post",
  path: "/createSignedUrl",
  summary: "A signed, expiring URL to PUT a profile picture to",
  input: SignedUrlSchema,
  data: z.object({ signedUrl: z.string(), key: z.string(), expiresAt: z.number() }),
  tags,
});

const changeProfilePicture = apiRoute({
  method: "post",
  path: "/changeProfilePicture",
  summary: "Use an uploaded picture as one's profile picture",
  input: ChangeProfilePictureSchema,
  data: ProfileUpdateSchema,
  tags,
});

function profileData(profile: ProfileRecord, roleName: string) {
  const { imageKey, ...rest } = profile;
  return { ...rest, image: pictureUrl(profile.userId, imageKey), roleName };
}

/** A workspace's copy of a member, as the directory would describe their profile. */
function copiedProfile(member: MemberProfile): ProfileRecord {
  const { email, role: _role, roleName: _roleName, ...profile } = member;
  return { ...profile, username: email };
}

function changeOf(profile: ProfileRecord): MemberProfileChange {
  const { userId: _userId, username: _username, ...change } = profile;
  return change;
}

async function ownProfile(c: Context<ApiEnv>, userId: string) {
  const profile = await findProfile(c.env.DIRECTORY, userId);
  if (!profile) throw new ApiError(404, USER_NOT_FOUND);
  return profile;
}

/** Applies a profile change to the member copy in every organisation of the user, so each shell and profile page shows it. */
async function propagate(env: Env, profile: ProfileRecord) {
  const input = { userId: profile.userId, change: changeOf(profile) };
  await inEveryWorkspaceOf(env, profile.userId, (workspace) => workspace.system({ name: "members.applyProfileChange", input }));
}

/** The profile of an active member of the viewer's organisation, from the directory; null for anyone else. */
async function directoryProfile(c: Context<ApiEnv>, viewer: SignedInViewer, userId: string) {
  if (userId === viewer.member.userId) return { profile: await ownProfile(c, userId), roleName: viewer.member.roleName };
  const membership = await findMembership(c.env.DIRECTORY, userId, viewer.tenant.id);
  if (membership?.status !== "ACTIVE") return null;
  const profile = await findProfile(c.env.DIRECTORY, userId);
  return profile ? { profile, roleName: membership.roleName } : null;
}

/** A member's picture key: from the workspace's member copy, or the directory for members not signed in here yet. */
async function memberImageKey(c: Context<ApiEnv>, userId: string) {
  const { data: member, viewer } = await runQuery(c, { name: "members.get", input: { userId } });
  if (member) return member.imageKey;
  return (await directoryProfile(c, viewer, userId))?.profile.imageKey ?? null;
}

function nameChanged(before: ProfileRecord, after: ProfileRecord) {
  return before.firstName !== after.firstName || before.lastName !== after.lastName;
}

export const profileApi = createRouter()
  .openapi(getUserProfile, async (c) => {
    const { userId } = c.req.valid("json");
    const { data: member, viewer } = await runQuery(c, { name: "members.profile", input: { userId } });
    if (member) return ok(c, profileData(copiedProfile(member), member.roleName));
    // No up-to-date copy here (never signed in here, or a copy older than the profile details): the directory answers.
    const found = await directoryProfile(c, viewer, userId);
    if (!found) throw new ApiError(404, USER_NOT_FOUND);
    if (userId === viewer.member.userId) {
      // The viewer's own copy predates the details: repaired, so their next profile page needs no directory.
      const input = { userId, change: changeOf(found.profile) };
      c.executionCtx.waitUntil(workspace(c).system({ name: "members.applyProfileChange", input }));
    }
    return ok(c, profileData(found.profile, found.roleName));
  })
  .openapi(updateUserProfile, async (c) => {
    const viewer = await requirePermission(c, "profile:self");
    const userId = viewer.member.userId;
    const before = await ownProfile(c, userId);
    await updateProfile(c.env.DIRECTORY, userId, c.req.valid("json"));
    const after = await ownProfile(c, userId);
    const events: ProfileChange[] = nameChanged(before, after) ? [{ type: "name_change" }] : [];
    await propagate(c.env, after);
    return ok(c, { profile: profileData(after, viewer.member.roleName), events });
  })
  .openapi(changePassword, async (c) => {
    const viewer = await requirePermission(c, "profile:self");
    const userId = viewer.member.userId;
    const { currentPassword, newPassword } = c.req.valid("json");
    const hash = await findPasswordHash(c.env.DIRECTORY, userId);
    if (!hash || !(await verifyPassword(currentPassword, hash))) throw new ApiError(400, WRONG_CURRENT_PASSWORD);
    await updatePasswordHash(c.env.DIRECTORY, userId, await hashPassword(newPassword));
    await inEveryWorkspaceOf(c.env, userId, (workspace, tenant) =>
      workspace.system({
        name: "sessions.endAll",
        input: { userId, keepToken: tenant.id === viewer.tenant.id ? viewer.token : null },
      }),
    );
    return ok(c, { changed: true });
  })
  .openapi(createSignedUrl, async (c) => {
    const viewer = await requirePermission(c, "profile:self");
    const { contentType, size } = c.req.valid("json");
    const key = `${pictureKeyPrefix(viewer.member.userId)}${crypto.randomUUID()}.${EXTENSIONS[contentType]}`;
    const expiresAt = Date.now() + UPLOAD_URL_TTL_MS;
    const grant = { key, contentType, maxBytes: size, expires: expiresAt };
    const signedUrl = await signedUploadUrl(new URL(c.req.url).origin, c.env.SIGNING_SECRET, grant);
    return ok(c, { signedUrl, key, expiresAt });
  })
  .openapi(changeProfilePicture, async (c) => {
    const viewer = await requirePermission(c, "profile:self");
    const userId = viewer.member.userId;
    const { key } = c.req.valid("json");
    if (!key.startsWith(pictureKeyPrefix(userId)) || !(await c.env.FILES.head(key))) {
      throw new ApiError(404, "Uploaded picture not found");
    }
    const before = await ownProfile(c, userId);
    await updateImageKey(c.env.DIRECTORY, userId, key);
    const after = { ...before, imageKey: key };
    await propagate(c.env, after);
    if (before.imageKey && before.imageKey !== key) c.executionCtx.waitUntil(c.env.FILES.delete(before.imageKey));
    return ok(c, { profile: profileData(after, viewer.member.roleName), events: [{ type: "profile_picture" as const }] });
  })
  .put(
    "/upload",
    bodyLimit({ maxSize: MAX_PICTURE_BYTES, onError: (c) => fail(c, 413, PICTURE_SIZE_MESSAGE) }),
    async (c) => {
      const check = await verifyUploadUrl(new URL(c.req.url), c.env.SIGNING_SECRET);
      if (!check.ok) return fail(c, check.status, check.message);
      const { grant } = check;
      if (c.req.header("content-type") !== grant.contentType) return fail(c, 415, PICTURE_TYPE_MESSAGE);
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      if (bytes.byteLength > grant.maxBytes || bytes.byteLength > MAX_PICTURE_BYTES) {
        return fail(c, 413, PICTURE_SIZE_MESSAGE);
      }
      if (!isPictureOfType(bytes, grant.contentType)) return fail(c, 415, PICTURE_TYPE_MESSAGE);
      await c.env.FILES.put(grant.key, bytes, { httpMetadata: { contentType: grant.contentType as PictureType } });
      return ok(c, { key: grant.key });
    },
  )
  .get("/picture/:userId", async (c) => {
    const imageKey = await memberImageKey(c, c.req.param("userId"));
    const object = imageKey ? await c.env.FILES.get(imageKey) : null;
    if (!object) return fail(c, 404, "Not found");
    const headers = new Headers({
      "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": "inline",
      "Content-Security-Policy": "default-src 'none'; sandbox; frame-ancestors 'none'",
      "Cache-Control": "private, no-cache",
      ETag: object.httpEtag,
    });
    if (c.req.header("if-none-match") === object.httpEtag) return new Response(null, { status: 304, headers });
    return new Response(object.body, { headers });
  });

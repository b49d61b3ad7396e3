import * as z from "zod";
import { SEARCH_GROUPS, SEARCH_SHOWS, type SearchGroup } from "~/lib/search/groups";
import { SEARCHABLE_COLUMN_TYPES } from "~/lib/columnTypes";

/** Global search (spec §3 search hit, §5 search rule, §7 tenant/getGlobalSearch; decision record 32). */
export { SEARCH_GROUP_LABELS, SEARCH_GROUPS, SEARCH_SHOWS, type SearchGroup, type SearchShow } from "~/lib/search/groups";

export const SEARCH_TEXT_MIN = 2;
export const SEARCH_TEXT_MAX = 100;
/** How many hits a group answers: a few of each for All, a longer list for one group. */
export const SEARCH_LIMIT_ALL = 5;
export const SEARCH_LIMIT_ONE = 50;

/** The custom column types whose values people would search for. */
export const SEARCH_TEXT_COLUMN_TYPES = SEARCHABLE_COLUMN_TYPES;

export const SEARCH_TEXT_SHORT = `Search Text should be at least ${SEARCH_TEXT_MIN} characters`;
export const SEARCH_TEXT_LONG = `Search Text should not exceed ${SEARCH_TEXT_MAX} characters`;

/** Spec §5: at least 2 characters after trimming (the text is trimmed, so a leading space is no error here). */
export const searchText = () =>
  z.string({ error: SEARCH_TEXT_SHORT }).trim().min(SEARCH_TEXT_MIN, SEARCH_TEXT_SHORT).max(SEARCH_TEXT_MAX, SEARCH_TEXT_LONG);

export const GlobalSearchSchema = z.object({
  show: z.enum(SEARCH_SHOWS, { error: "Please choose what to show: All or one result group" }).default("All"),
  searchText: searchText(),
});
export type GlobalSearchInput = z.output<typeof GlobalSearchSchema>;

export const SearchHitSchema = z.object({
  source: z.object({
    id: z.string(),
    name: z.string(),
    teamId: z.string().nullable(),
    projectId: z.string().nullable(),
    taskId: z.string().nullable(),
    isDeleted: z.boolean(),
    isArchived: z.boolean(),
    projectType: z.enum(["PRIVATE", "PUBLIC"]).nullable(),
    columns: z.array(z.object({ columnType: z.string(), value: z.string() })),
  }),
  /** A hit in a conversation's message (issue 17): the item it is on (source names it) and where in the thread. */
  message: z
    .object({ itemId: z.string(), itemType: z.enum(["task", "taskGroup"]), conversationId: z.string(), replyId: z.string().nullable() })
    .optional(),
  /** HTML: the field's text, escaped, with each match in <mark>; only the fields that matched. */
  highlight: z.object({
    name: z.string().optional(),
    firstName: z.string().optional(),
    lastName: z.string().optional(),
    /** A message hit's words around the match. */
    message: z.string().optional(),
  }),
});
export type SearchHit = z.infer<typeof SearchHitSchema>;

export const SearchGroupResultSchema = z.object({ count: z.number().int(), response: z.array(SearchHitSchema) });
export type SearchGroupResult = z.infer<typeof SearchGroupResultSchema>;

/** One key per result group asked for (all six for All). */
export const GlobalSearchResultSchema = z.object(
  Object.fromEntries(SEARCH_GROUPS.map((group) => [group, SearchGroupResultSchema.optional()])) as Record<SearchGroup, z.ZodOptional<typeof SearchGroupResultSchema>>,
);
export type GlobalSearchResult = z.infer<typeof GlobalSearchResultSchema>;

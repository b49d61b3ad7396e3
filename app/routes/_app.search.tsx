import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { SearchResults } from "~/components/search/SearchResults";
import { apiResult } from "~/lib/api-result";
import { SEARCH_MIN_CHARS } from "~/lib/constants";
import { readSearchQuery, searchPath, type SearchLoaderData } from "~/lib/search/request";
import { SEARCH_TEXT_MAX, type GlobalSearchResult } from "~/schemas/search";

export const meta: MetaFunction = () => [{ title: "Search · Meridian" }];

/**
 * The search results page (?q=&show=): what the header's search box submits
 * without JavaScript, and what its panel loads with it.
 */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<SearchLoaderData> {
  const { q, show } = readSearchQuery(new URL(request.url).searchParams);
  if (q.length < SEARCH_MIN_CHARS) return { q, show, result: null, error: null };
  const answer = await apiResult(await context.api.tenant.getGlobalSearch.$post({ json: { show, searchText: q } }));
  if (!answer.ok) return { q, show, result: null, error: answer.fields?.searchText?.[0] ?? answer.message };
  return { q, show, result: answer.data as GlobalSearchResult, error: null };
}

export default function SearchPage() {
  const { q, show, result, error } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="mb-4 text-xl font-semibold">Search</h1>
      <Form method="get" role="search" className="mb-6 flex gap-2">
        <label htmlFor="search-page-q" className="sr-only">
          Search text
        </label>
        <input
          id="search-page-q"
          type="search"
          name="q"
          defaultValue={q}
          minLength={SEARCH_MIN_CHARS}
          maxLength={SEARCH_TEXT_MAX}
          required
          className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-1.5 text-sm"
        />
        <input type="hidden" name="show" value="All" />
        <button type="submit" className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700">
          Search
        </button>
      </Form>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {result ? <SearchResults q={q} show={show} result={result} back={searchPath(q, show)} /> : null}
    </div>
  );
}

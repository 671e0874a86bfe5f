// The back office's paged lists: the answer every list endpoint gives, and the view (page, sort,
// search, filters) a list screen keeps in its URL and sends as query parameters.

/** One page of a list: its rows, how many rows match in all, and how it was cut and sorted. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
  sort: string;
  order: 'asc' | 'desc';
}

/** What a list screen shows: the URL's parameters (empty string: not set). */
export interface ListView {
  page: number;
  sort: string;
  order: string;
  search: string;
  filters: Record<string, string>;
}

/** The rows a page holds. */
export const PAGE_SIZE = 50;

/** The view as the api's query parameters (unset ones left out). */
export function listParams(view: ListView): Record<string, string | number> {
  const out: Record<string, string | number> = { page: view.page, page_size: PAGE_SIZE };
  if (view.sort) out.sort = view.sort;
  if (view.order) out.order = view.order;
  if (view.search) out.search = view.search;
  for (const [name, value] of Object.entries(view.filters)) if (value) out[name] = value;
  return out;
}

/** The number of pages of a list answer (at least 1). */
export const pageCount = (page: Pick<Page<unknown>, 'total' | 'page_size'>) => Math.max(1, Math.ceil(page.total / page.page_size));


export type Page = { page: number; pageSize: number; offset: number };

export type PageRequest = { page: number; pageSize: number };

export const toPage = (request: PageRequest): Page => ({
  page: request.page,
  pageSize: request.pageSize,
  offset: (request.page - 1) * request.pageSize,
});

/** The page a parsed `pageQuery` asks for. */
export const pageOfQuery = (query: { page: number; page_size: number }): Page =>
  toPage({ page: query.page, pageSize: query.page_size });

/** A list service's page (`{items, meta}`) as the API answers it: `{data, meta}`. */
export const pageAnswer = <T, M>(page: { items: T[]; meta: M }) => ({ data: page.items, meta: page.meta });

export const pageMeta = (page: Page, total: number) => ({
  page: page.page,
  page_size: page.pageSize,
  total,
  pages: Math.max(1, Math.ceil(total / page.pageSize)),
});

/**
 * How long clients and shared caches may reuse public answers, in seconds. The handlers send
 * these and the OpenAPI document states them, from this one place.
 */
export const CACHE_SECONDS = {
  /** Search results and facets: short, since records get published all day. */
  list: 30,
  /** A record, its quality status, the statistics: revalidated cheaply with ETag. */
  record: 60,
  /** Reference code lists and the API description rarely change. */
  reference: 300,
} as const;

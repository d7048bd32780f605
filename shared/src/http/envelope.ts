/** The platform API's response envelope, read by SPEC §8. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** A page of rows, as paged platform calls return it. */
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** SPEC §3/§9: pagination and query defaults. */
export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;

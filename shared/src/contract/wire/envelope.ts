/** The platform API's response envelope (SPEC §8 reads code and msg). */
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

/** Which page a paged call asks for. */
export interface PageQuery {
  page: number;
  pageSize: number;
}

/** SPEC §3/§9: pagination and query defaults. */
export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;
/** The most rows one page may ask for. */
export const MAX_PAGE_SIZE = 100;

/** SPEC §9: uploads are at most 10M. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

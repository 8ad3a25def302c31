/**
 * Body limit of the small public forms (catalogue request, client answer, contact): their
 * longest fields come to about 15 KB of UTF-8, so 24 KB lets every honest form through while a
 * stranger's megabyte is refused before it is read, let alone parsed and checked.
 */
export const publicFormBodyLimit = 24 * 1024;

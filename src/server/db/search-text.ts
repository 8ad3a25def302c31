import { type SQL, sql } from 'drizzle-orm';

/**
 * Accented Latin letters (upper and lower case) and the plain lower-case letter each one folds
 * to. lower() alone is not enough: in a C locale (PGlite's, and many servers') it lowers ASCII
 * only. The same two strings are in migration 0011, which computes catalog_requests.search_text.
 */
export const searchFoldFrom = 'ÀÁÂÃÄÅàáâãäåĀāĂăĄąÈÉÊËèéêëĒēĖėĘęĚěÌÍÎÏìíîïĪīİıÒÓÔÕÖØòóôõöøŌōŐőÙÚÛÜùúûüŪūŮůŰűÝýÿŸÑñŃńŇňÇçĆćČčŠšŚśŞşŽžŹźŻżŁłĎďŤťŘřĞğ';
export const searchFoldTo = 'aaaaaaaaaaaaaaaaaaeeeeeeeeeeeeeeeeiiiiiiiiiiiioooooooooooooooouuuuuuuuuuuuuuyyyynnnnnnccccccsssssszzzzzzllddttrrgg';

/** An SQL text folded the way search_text is: lower case, accents dropped. */
export function foldSearchSql(value: SQL | string): SQL {
  return sql`translate(lower(${value}), ${searchFoldFrom}, ${searchFoldTo})`;
}

/**
 * What a request's search matches: names, email, phone (also as bare digits, so 3331234567
 * finds '+39 333 1234567'), city and event date, folded. A generated column: every insert and
 * update computes it, whoever writes the row.
 */
export const catalogRequestSearchTextSql = sql.raw(
  `translate(lower(coalesce("form_data"->>'names', '') || ' ' || coalesce("form_data"->>'email', '') || ' ' || coalesce("form_data"->>'phone', '') || ' ' || regexp_replace(coalesce("form_data"->>'phone', ''), '[^0-9+]', '', 'g') || ' ' || coalesce("form_data"->>'city', '') || ' ' || coalesce("form_data"->>'eventDate', '')), '${searchFoldFrom}', '${searchFoldTo}')`,
);

/** Limits the server enforces that its messages (in every language) also name. */

/** Deepest nesting any of the site's JSON bodies or socket packets carry, with room to spare. */
export const MAX_JSON_DEPTH = 16;

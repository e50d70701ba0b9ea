/** Escapes LIKE's wildcards (`%`, `_`) and its escape character so user text matches literally. */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern for "contains `text`", `text` taken literally. */
export const containsPattern = (text: string) => `%${likeEscape(text)}%`;

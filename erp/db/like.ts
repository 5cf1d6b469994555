/** A text matched by LIKE or ILIKE as itself: its %, _ and \ escaped (PostgreSQL's default escape). */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

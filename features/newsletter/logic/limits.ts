/** Longest address the service takes (docs/behaviour.md, "Constants and limits"). */
export const EMAIL_MAX_LENGTH = 256;

/** Longest first or last name (docs/behaviour.md, "Constants and limits"). */
export const NAME_MAX_LENGTH = 40;

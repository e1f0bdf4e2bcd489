/** The flags that exist (docs/behaviour.md, "Constants and limits"). */
export const FLAG_NAMES = ['austria', 'czechRepublic', 'europe', 'germany', 'hungary', 'poland', 'slovakia', 'slovenia', 'switzerland', 'turkey'] as const;
export type FlagName = (typeof FLAG_NAMES)[number];

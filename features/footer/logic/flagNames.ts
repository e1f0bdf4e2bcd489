/**
 * The flags that exist (docs/behaviour.md, "Constants and limits"). A union, not derived from a
 * list: footer content (a public type) names it, and a public type names no value.
 */
export type FlagName = 'austria' | 'czechRepublic' | 'europe' | 'germany' | 'hungary' | 'poland' | 'slovakia' | 'slovenia' | 'switzerland' | 'turkey';

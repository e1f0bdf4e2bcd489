/** The EU energy efficiency classes, best first (the old scale's A+++ to the new scale's G). */
export const ENERGY_CLASSES = ['A+++', 'A++', 'A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EnergyClass = (typeof ENERGY_CLASSES)[number];

/** A known class for whatever was passed (spaces and lower case tolerated: ' a++ ' is A++), or null. */
export function toEnergyClass(value: string): EnergyClass | null {
  const normalized = value.trim().toUpperCase();
  return (ENERGY_CLASSES as readonly string[]).includes(normalized) ? (normalized as EnergyClass) : null;
}

/** The colour step of a class: A+++, A++, A+ and A share the darkest green. */
export function energyClassStep(energyClass: EnergyClass): string {
  return energyClass.startsWith('A') ? 'a' : energyClass.toLowerCase();
}

export { EnergyLabel, type EnergyLabelProps } from './EnergyLabel';
export { ENERGY_CLASSES, type EnergyClass } from './energyClass';

import { useIntl } from 'react-intl';
import { VisuallyHidden } from '../../base';
import { classNames } from '../../base/classNames';
import { energyClassStep, toEnergyClass, type EnergyClass } from './energyClass';
import { energyLabelMessages } from './messages';

export interface EnergyLabelProps {
  /**
   * The class: A to G, or A+, A++, A+++ (case and surrounding spaces do not matter). An unknown
   * value is shown as given, in neutral colours, rather than hidden: the label is legally
   * required next to the product, so a content typo must stay visible to be fixed.
   */
  energyClass: EnergyClass | (string & {});
  className?: string;
}

/**
 * An energy-label badge in the EU scale's colour showing the class ("A++"). Screen readers hear
 * 'Energieeffizienzklasse A++' instead of the bare letters.
 */
export function EnergyLabel({ energyClass, className }: EnergyLabelProps) {
  const intl = useIntl();
  const known = toEnergyClass(energyClass);
  const shown = known ?? energyClass.trim();
  return (
    <span className={classNames('sp-energy-label', `sp-energy-label--${known ? energyClassStep(known) : 'unknown'}`, className)}>
      <span className="sp-energy-label__class" aria-hidden="true">{shown}</span>
      <VisuallyHidden>{intl.formatMessage(energyLabelMessages.label, { energyClass: shown })}</VisuallyHidden>
    </span>
  );
}

import { defineMessages } from 'react-intl';

export const energyLabelMessages = defineMessages<{ label: { energyClass: string } }>({
  label: { id: 'widgets.energyLabel.label', defaultMessage: 'Energieeffizienzklasse {energyClass}', description: 'Spoken form of an energy label, e.g. "Energieeffizienzklasse A++"' },
});

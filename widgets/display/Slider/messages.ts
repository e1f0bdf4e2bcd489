import { defineMessages, type NoMessageValues } from 'react-intl';

export const sliderMessages = defineMessages<{
  previous: NoMessageValues;
  next: NoMessageValues;
  slideLabel: { index: number; total: number };
}>({
  previous: { id: 'widgets.slider.previous', defaultMessage: 'Vorheriges Bild', description: 'Button that shows the previous slide of a carousel' },
  next: { id: 'widgets.slider.next', defaultMessage: 'Nächstes Bild', description: 'Button that shows the next slide of a carousel' },
  slideLabel: { id: 'widgets.slider.slideLabel', defaultMessage: '{index} von {total}', description: 'Accessible name of a slide, e.g. "2 von 5"' },
});

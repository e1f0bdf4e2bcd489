/** A country in the dial-code list: ISO 3166 code and international dialling code. */
export interface DialCode {
  country: string;
  dialCode: string;
}

/** The value of the "other country" entry (no dialling code). */
export const OTHER_DIAL_CODE = 'other';

/** About 30 European countries: the shop countries first, then their neighbours and the rest of Europe. */
export const DIAL_CODES: readonly DialCode[] = [
  { country: 'DE', dialCode: '+49' },
  { country: 'AT', dialCode: '+43' },
  { country: 'CH', dialCode: '+41' },
  { country: 'FR', dialCode: '+33' },
  { country: 'CZ', dialCode: '+420' },
  { country: 'SK', dialCode: '+421' },
  { country: 'HU', dialCode: '+36' },
  { country: 'PL', dialCode: '+48' },
  { country: 'TR', dialCode: '+90' },
  { country: 'SI', dialCode: '+386' },
  { country: 'IT', dialCode: '+39' },
  { country: 'ES', dialCode: '+34' },
  { country: 'PT', dialCode: '+351' },
  { country: 'NL', dialCode: '+31' },
  { country: 'BE', dialCode: '+32' },
  { country: 'LU', dialCode: '+352' },
  { country: 'LI', dialCode: '+423' },
  { country: 'DK', dialCode: '+45' },
  { country: 'SE', dialCode: '+46' },
  { country: 'NO', dialCode: '+47' },
  { country: 'FI', dialCode: '+358' },
  { country: 'GB', dialCode: '+44' },
  { country: 'IE', dialCode: '+353' },
  { country: 'HR', dialCode: '+385' },
  { country: 'RO', dialCode: '+40' },
  { country: 'BG', dialCode: '+359' },
  { country: 'GR', dialCode: '+30' },
  { country: 'EE', dialCode: '+372' },
  { country: 'LV', dialCode: '+371' },
  { country: 'LT', dialCode: '+370' },
  { country: 'RS', dialCode: '+381' },
];

import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Select, type SelectProps } from '../Select';
import { DIAL_CODES, OTHER_DIAL_CODE } from './dialCodes';
import { countryMessages, dialCodeSelectMessages, otherCountryMessage } from './messages';

export interface DialCodeSelectProps extends Omit<SelectProps, 'options' | 'label'> {
  /** The visible label; default 'Ländervorwahl'. */
  label?: ReactNode;
}

/**
 * A select of about 30 European dialling codes plus 'other country' ("+49 Deutschland", …).
 * The value is the dialling code ('+49') or 'other'. Country names come from the catalogue of the
 * page's language. An empty value shows `defaultValue`, else the first entry (+49 Deutschland).
 */
export function DialCodeSelect({ label, ...rest }: DialCodeSelectProps) {
  const intl = useIntl();
  const options = useMemo(
    () => [
      ...DIAL_CODES.map(({ country, dialCode }) => {
        const name = countryMessages[country];
        return { value: dialCode, text: `${dialCode} ${name ? intl.formatMessage(name) : country}` };
      }),
      { value: OTHER_DIAL_CODE, text: intl.formatMessage(otherCountryMessage) },
    ],
    [intl],
  );
  return <Select {...rest} label={label ?? intl.formatMessage(dialCodeSelectMessages.label)} options={options} />;
}

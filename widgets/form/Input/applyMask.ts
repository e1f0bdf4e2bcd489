import { maskDate, maskIban, maskNumber, type DateOrder, type IbanMaskVariant } from '../masks';

export const INPUT_TYPES = ['text', 'email', 'tel', 'password', 'search', 'iban', 'number', 'date', 'time'] as const;
export type InputType = (typeof INPUT_TYPES)[number];

export interface MaskSettings {
  ibanVariant?: IbanMaskVariant;
  dateOrder?: DateOrder;
  decimalSeparator?: ',' | '.';
  allowDecimal?: boolean;
  maxLength?: number;
}

/** True for the types whose text a mask shapes (iban, date, number). */
export function isMaskedType(type: InputType): boolean {
  return type === 'iban' || type === 'date' || type === 'number';
}

/** The value as the input of `type` shows it: masked for iban, date and number, unchanged otherwise. */
export function applyMask(type: InputType, value: string, settings: MaskSettings = {}): string {
  switch (type) {
    case 'iban':
      return maskIban(value, { variant: settings.ibanVariant });
    case 'date':
      return maskDate(value, settings.dateOrder);
    case 'number':
      return maskNumber(value, { decimalSeparator: settings.decimalSeparator, allowDecimal: settings.allowDecimal, maxLength: settings.maxLength });
    default:
      return value;
  }
}

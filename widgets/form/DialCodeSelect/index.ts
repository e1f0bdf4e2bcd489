export { DialCodeSelect, type DialCodeSelectProps } from './DialCodeSelect';
export { DIAL_CODES, OTHER_DIAL_CODE, type DialCode } from './dialCodes';

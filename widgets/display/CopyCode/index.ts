export { CopyCode, COPY_CONFIRMATION_MS, type CopyCodeProps } from './CopyCode';
export type { CopyOutcome } from './copyText';

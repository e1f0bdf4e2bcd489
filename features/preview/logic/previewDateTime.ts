/**
 * The preview moment: the staff enter a date (YYYY-MM-DD) and a time (HH:MM) in their own time
 * zone; the service gets one ISO date-time. Pure functions, so the rules are tested on their own.
 */
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

export interface PreviewDateAndTime {
  /** YYYY-MM-DD, local. */
  date: string;
  /** HH:MM, local. */
  time: string;
}

/** A real calendar date written YYYY-MM-DD (2030-02-31 is not one). */
export function isPreviewDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(year, month - 1, day);
  return probe.getFullYear() === year && probe.getMonth() === month - 1 && probe.getDate() === day;
}

function isPreviewTime(value: string): boolean {
  const match = TIME_PATTERN.exec(value);
  return !!match && Number(match[1]) < 24 && Number(match[2]) < 60 && Number(match[3] ?? 0) < 60;
}

/**
 * The ISO date-time sent to the service. docs/behaviour.md, "Preview": a date that does not match YYYY-MM-DD
 * falls back to the current time and logs an error. A malformed time is treated the same way,
 * since half a moment cannot be previewed either.
 */
export function previewDateTimeFrom(date: string, time: string, now: Date = new Date()): string {
  if (!isPreviewDate(date)) {
    console.error(`[shop-parts] preview date ${JSON.stringify(date)} does not match YYYY-MM-DD; the current time is used.`);
    return now.toISOString();
  }
  if (!isPreviewTime(time)) {
    console.error(`[shop-parts] preview time ${JSON.stringify(time)} does not match HH:MM; the current time is used.`);
    return now.toISOString();
  }
  // Without an offset, ECMAScript reads a date-time as local time: the staff member's wall clock.
  return new Date(`${date}T${time.length === 5 ? `${time}:00` : time}`).toISOString();
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Local date and time of an ISO date-time (checkauth's dateTime); now when it is missing or no date. */
export function splitPreviewDateTime(isoDateTime: string | null | undefined, now: Date = new Date()): PreviewDateAndTime {
  const parsed = isoDateTime ? new Date(isoDateTime) : now;
  const moment = Number.isNaN(parsed.getTime()) ? now : parsed;
  return {
    date: `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`,
    time: `${pad(moment.getHours())}:${pad(moment.getMinutes())}`,
  };
}

/**
 * The moment the A/B test list is asked for: the last millisecond of the chosen day, local time.
 * The list is per date (docs/behaviour.md, "Preview"), and the day's end is the one moment at which a test
 * starting on that day is already running, whatever the staff member's time zone; null while
 * the date is incomplete, so no request goes out for half a date.
 */
export function abTestsQueryTime(date: string): string | null {
  if (!isPreviewDate(date)) return null;
  return new Date(`${date}T23:59:59.999`).toISOString();
}

/** The date field shows yyyy.mm.dd (the widget's ymd mask); the value kept is YYYY-MM-DD. */
export function dateFromField(fieldValue: string): string {
  return fieldValue.replace(/\./g, '-');
}

import {
  abTestsQueryTime,
  dateFromField,
  isPreviewDate,
  previewDateTimeFrom,
  splitPreviewDateTime,
} from '../../../features/preview/logic/previewDateTime';

const now = new Date('2031-07-08T09:10:11.000Z');

describe('isPreviewDate', () => {
  it.each(['2030-05-01', '2024-02-29', '1999-12-31'])('accepts %s', (date) => expect(isPreviewDate(date)).toBe(true));
  it.each(['', '2030-5-1', '01.05.2030', '2030.05.01', '2030-05-01T10:00', '2030-13-01', '2030-02-30', '2023-02-29', ' 2030-05-01', 'yesterday'])(
    'rejects %j',
    (date) => expect(isPreviewDate(date)).toBe(false),
  );
});

describe('previewDateTimeFrom', () => {
  it('reads date and time as the staff member’s local time', () => {
    expect(previewDateTimeFrom('2030-05-01', '10:30', now)).toBe(new Date(2030, 4, 1, 10, 30).toISOString());
    expect(previewDateTimeFrom('2030-05-01', '10:30:15', now)).toBe(new Date(2030, 4, 1, 10, 30, 15).toISOString());
  });

  it.each(['2030-5-1', '2030.05.01', '2030-02-31', '', 'garbage'])('falls back to the current time for the date %j and logs an error', (date) => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(previewDateTimeFrom(date, '10:30', now)).toBe(now.toISOString());
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('does not match YYYY-MM-DD'));
    error.mockRestore();
  });

  it.each(['', '25:00', '10:60', '1030', '10:3'])('falls back to the current time for the time %j and logs an error', (time) => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(previewDateTimeFrom('2030-05-01', time, now)).toBe(now.toISOString());
    expect(error).toHaveBeenCalledWith(expect.stringContaining('does not match HH:MM'));
    error.mockRestore();
  });

  it('uses the real clock when no time is given', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const before = Date.now();
    const sent = Date.parse(previewDateTimeFrom('nope', '10:00'));
    expect(sent).toBeGreaterThanOrEqual(before);
    expect(sent).toBeLessThanOrEqual(Date.now());
    error.mockRestore();
  });
});

describe('splitPreviewDateTime', () => {
  it('gives the local date and time of an ISO date-time, round trip with previewDateTimeFrom', () => {
    const iso = new Date(2030, 4, 1, 7, 5).toISOString();
    const split = splitPreviewDateTime(iso, now);
    expect(split).toEqual({ date: '2030-05-01', time: '07:05' });
    expect(previewDateTimeFrom(split.date, split.time, now)).toBe(iso);
  });

  it.each([null, undefined, '', 'not a date'])('gives the current time for %j', (value) => {
    const local = new Date(now);
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(splitPreviewDateTime(value, now)).toEqual({
      date: `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`,
      time: `${pad(local.getHours())}:${pad(local.getMinutes())}`,
    });
  });
});

describe('abTestsQueryTime', () => {
  it('asks for the last moment of the chosen local day', () => {
    expect(abTestsQueryTime('2030-05-01')).toBe(new Date(2030, 4, 1, 23, 59, 59, 999).toISOString());
  });

  it.each(['', '2030-05', '2030-05-0', '2030-02-30'])('asks nothing for the incomplete or wrong date %j', (date) => {
    expect(abTestsQueryTime(date)).toBeNull();
  });
});

describe('dateFromField', () => {
  it('turns the field’s yyyy.mm.dd into YYYY-MM-DD, partial input included', () => {
    expect(dateFromField('2030.05.01')).toBe('2030-05-01');
    expect(dateFromField('2030.05')).toBe('2030-05');
    expect(dateFromField('')).toBe('');
  });
});

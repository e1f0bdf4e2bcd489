/** Small readers for untrusted JSON: a missing or mistyped field becomes an empty value, never a throw. */
export function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

export function asString(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function asNullableString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

export function asStringArray(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

export interface SelectOption {
  value: string;
  text: string;
}

/**
 * The value a select shows. An empty value (undefined, '') or one that is not among the options
 * falls back to `fallback` if that is an option, else to the first option. No options → ''.
 */
export function resolveSelectValue(options: readonly SelectOption[], value: string | undefined, fallback?: string): string {
  const isOption = (candidate: string | undefined) => candidate !== undefined && candidate !== '' && options.some((option) => option.value === candidate);
  if (isOption(value)) return value as string;
  if (isOption(fallback)) return fallback as string;
  return options[0]?.value ?? '';
}

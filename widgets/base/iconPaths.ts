/** SVG path data (24×24 viewBox) for every icon the parts use. Unknown names render nothing. */
export const ICON_PATHS = {
  'link-up': 'M7 17 17 7M9 7h8v8',
  'arrow-left': 'M15 18 9 12l6-6',
  'arrow-right': 'm9 18 6-6-6-6',
  'arrow-up': 'm6 15 6-6 6 6',
  'chevron-down': 'm6 9 6 6 6-6',
  'chevron-up': 'm6 15 6-6 6 6',
  close: 'M6 6l12 12M18 6 6 18',
  check: 'm5 12 5 5 9-10',
  minus: 'M5 12h14',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  'eye-off': 'M3 3l18 18M10.6 5.1A10.9 10.9 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.1M6.6 6.6A17.4 17.4 0 0 0 2 12s3.5 7 10 7a10 10 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm10 3-5-5',
  info: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Zm0-6v-5m0-3h.01',
  success: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Zm-4-10 3 3 5-6',
  warning: 'M12 3 2 21h20L12 3Zm0 6v5m0 3h.01',
  error: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Zm-3-13 6 6m0-6-6 6',
  trash: 'M4 7h16M9 7V4h6v3m-8 0 1 13h8l1-13',
  upload: 'M12 16V4m-5 5 5-5 5 5M4 20h16',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8Z',
  instagram: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 13a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm5-9h.01',
  youtube: 'M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V8Zm7 1v6l5-3-5-3Z',
  pinterest: 'M12 3a9 9 0 0 0-3 17.5l1.5-6.5M10 14c.5 1 1.5 2 3 2 3 0 5-3 5-6a6 6 0 0 0-12 0c0 1.5.5 2.5 1.5 3',
  tiktok: 'M14 3v11a4 4 0 1 1-4-4m4-7c0 3 2 5 5 5',
  x: 'M4 4l16 16M20 4 4 20',
  linkedin: 'M4 9h4v11H4zM6 4a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm5 5h4v2c.6-1.2 2-2 3.5-2 2.5 0 3.5 1.5 3.5 4v7h-4v-6c0-1-.5-2-1.7-2S15 12 15 13v7h-4z',
  apple: 'M16 3c0 2-1.5 3.5-3 3.5 0-2 1.5-3.5 3-3.5ZM12 8c1 0 2-1 3.5-1 2 0 3.5 1.5 4 3-2 1-2.5 4-.5 5.5-.7 2-2 4.5-3.5 4.5-1.2 0-1.6-.7-3.3-.7S10.2 20 9 20c-2 0-5-4.5-5-8.5C4 8.5 6 7 8 7c1.5 0 3 1 4 1Z',
  android: 'M6 10h12v8a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1v-8Zm0-1a6 6 0 0 1 12 0H6Zm3-5-1-2m7 2 1-2M3 11v5m18-5v5',
  phone: 'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2Z',
  mail: 'M3 6h18v12H3zm0 0 9 7 9-7',
  store: 'M4 9h16l-1-5H5L4 9Zm0 0v11h16V9M9 20v-6h6v6',
  truck: 'M3 6h11v10H3zm11 4h4l3 3v3h-7M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm10 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
  payment: 'M3 6h18v12H3zm0 4h18',
  returns: 'M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3',
  help: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Zm-2.5-13a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14m0 3h.01',
  card: 'M3 6h18v12H3zm4 8h4',
  services: 'M14 7a4 4 0 0 0-5 5l-6 6 3 3 6-6a4 4 0 0 0 5-5l-2 2-3-1-1-3 3-1Z',
  company: 'M4 21V5l8-3v19M12 8h8v13M7 9h2m-2 4h2m-2 4h2m6-5h2m-2 4h2',
  globe: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20ZM2 12h20M12 2a15 15 0 0 1 0 20 15 15 0 0 1 0-20Z',
} as const;

export type IconName = keyof typeof ICON_PATHS;

export function isIconName(name: string): name is IconName {
  return Object.prototype.hasOwnProperty.call(ICON_PATHS, name);
}

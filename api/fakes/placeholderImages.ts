import { http, HttpResponse, type HttpHandler } from 'msw';
import { paths } from '../paths';
import { onAnyOrigin } from './onAnyOrigin';

/**
 * Placeholder images for the demo: footer logos and the newsletter images. Each answer is a small
 * SVG with the file's name on it, at the size the file name states (`…_400x300.jpg`) or 120×40.
 * The content type says SVG whatever the extension, and browsers go by the content type.
 */
function placeholderSvg(label: string, width: number, height: number): string {
  const safe = label.replace(/[^\w.\- ]/g, '');
  const fontSize = Math.max(8, Math.min(16, Math.floor(height / 3)));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="#e8eef3"/>` +
    `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" font-size="${fontSize}" fill="#1f1f1f">${safe}</text>` +
    `</svg>`
  );
}

export function sizeFromFileName(file: string): { width: number; height: number } {
  const match = /(\d{2,4})x(\d{2,4})/.exec(file);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : { width: 120, height: 40 };
}

function answer(file: string): Response {
  const { width, height } = sizeFromFileName(file);
  return new HttpResponse(placeholderSvg(file.replace(/\.\w+$/, ''), width, height), {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
  });
}

export const placeholderImageHandlers: HttpHandler[] = [
  http.get(onAnyOrigin(`${paths.footerLogos}/:file`), ({ params }) => answer(String(params.file))),
  http.get(onAnyOrigin(`${paths.newsletterImages}/:file`), ({ params }) => answer(String(params.file))),
];

import { cookieNames } from '../../../api';
import { readCookie } from '../../../config';

/**
 * The panel's code is loaded only on the preview route and only for staff (a StaffAuthToken or
 * CobraAuthToken cookie). The server still decides: checkauth must answer SUCCESS.
 * Called after mount, never at import or during a server render.
 */
export function isStaffPreviewPage(pathname: string, previewRoute: string, cookieString?: string): boolean {
  if (pathname !== previewRoute) return false;
  return cookieNames.staffAuthTokens.some((name) => readCookie(name, cookieString) !== undefined);
}

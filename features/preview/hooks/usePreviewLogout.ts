import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { shopPartsApi } from '../../../api';
import { previewActions } from '../state/previewSlice';

/** One entry for the logout call in the api state (DevTools show it; unmounting the panel does not remove it). */
export const PREVIEW_LOGOUT_KEY = 'shopParts/previewLogout';

/**
 * Logs the staff member out: calls the logout service (its errors are only logged,
 * docs/behaviour.md, "Errors and console messages"), then hides the panel for the rest of the
 * page, whatever the service answered: `loggedOut` ends the staff login renewal and lets go of
 * the checkauth entry (nothing asks checkauth again, which would only earn a 401).
 */
export function usePreviewLogout(): () => Promise<void> {
  const dispatch = useDispatch();
  const [logoutPreview] = shopPartsApi.useLogoutPreviewMutation({ fixedCacheKey: PREVIEW_LOGOUT_KEY });
  return useCallback(async () => {
    try {
      await logoutPreview().unwrap();
    } catch (error) {
      // The endpoint logs a failed call itself; this only catches what it could not foresee.
      console.error('[shop-parts] preview logout failed', error);
    } finally {
      dispatch(previewActions.loggedOut());
    }
  }, [dispatch, logoutPreview]);
}

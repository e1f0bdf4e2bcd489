import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { shopPartsApi } from '../../../api';
import { previewActions } from '../state/previewSlice';

/**
 * Logs the staff member out: calls the logout service (its errors are only logged,
 * docs/behaviour.md, "Errors and console messages"), then stops the login renewal and hides the panel, whatever the service answered.
 */
export function usePreviewLogout(): () => Promise<void> {
  const dispatch = useDispatch();
  const [logoutPreview] = shopPartsApi.useLogoutPreviewMutation();
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

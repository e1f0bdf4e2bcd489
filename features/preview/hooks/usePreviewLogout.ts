import { useCallback } from 'react';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import { LOGGED_OUT_AUTH, shopPartsApi } from '../../../api';
import { previewActions } from '../state/previewSlice';

/**
 * Logs the staff member out: calls the logout service (its errors are only logged,
 * docs/behaviour.md, "Errors and console messages"), then stops the login renewal and hides the panel, whatever the service answered.
 * The cached checkauth answer becomes the logged-out one instead of being asked again (a 401).
 */
export function usePreviewLogout(): () => Promise<void> {
  // Thunk-capable: upsertQueryData is a thunk on the api's state.
  const dispatch = useDispatch<ThunkDispatch<{ shopPartsApi: ReturnType<typeof shopPartsApi.reducer> }, unknown, UnknownAction>>();
  const [logoutPreview] = shopPartsApi.useLogoutPreviewMutation();
  return useCallback(async () => {
    try {
      await logoutPreview().unwrap();
    } catch (error) {
      // The endpoint logs a failed call itself; this only catches what it could not foresee.
      console.error('[shop-parts] preview logout failed', error);
    } finally {
      void dispatch(shopPartsApi.util.upsertQueryData('checkPreviewAuth', undefined, LOGGED_OUT_AUTH));
      dispatch(previewActions.loggedOut());
    }
  }, [dispatch, logoutPreview]);
}

import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useCallback, useEffect, useInsertionEffect } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { shopPartsApi } from '../../../api';
import { panelMessages } from '../messages';
import { PreviewBar } from './PreviewBar';
import { PreviewSettingsModal } from './PreviewSettingsModal';
import { previewActions, selectSettingsOpen } from '../state/previewSlice';
import { ensurePreviewStyles } from './previewStyles';
import { usePreviewLogout } from '../hooks/usePreviewLogout';
import { abTestsQueryTime, splitPreviewDateTime } from '../logic/previewDateTime';

/**
 * The staff preview panel, loaded on demand by PreviewSlot. It shows only when checkauth answers
 * SUCCESS; while shown, the staff login renewal runs (sagas/previewRenewal.ts).
 */
export function PreviewPanel() {
  const intl = useIntl();
  // Thunks too: the A/B list's prefetch.
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const auth = shopPartsApi.useCheckPreviewAuthQuery().data;
  const settingsOpen = useSelector(selectSettingsOpen);
  const logout = usePreviewLogout();
  const shown = auth?.status === 'SUCCESS';

  useInsertionEffect(ensurePreviewStyles, []);

  // The dialog's A/B list for the prefilled date is asked before the dialog opens: every state in
  // which the dialog is open already holds that request, so a Redux DevTools jump that opens the
  // dialog again sends none (docs/behaviour.md, "DevTools").
  const dateTime = auth?.dateTime;
  const openSettings = useCallback(() => {
    const time = abTestsQueryTime(splitPreviewDateTime(dateTime).date);
    if (time !== null) dispatch(shopPartsApi.util.prefetch('getAbTestsAt', time, {}));
    dispatch(previewActions.settingsOpened());
  }, [dispatch, dateTime]);

  useEffect(() => {
    if (!shown) return undefined;
    dispatch(previewActions.panelShown());
    // Logout, a failed re-check or the host unmounting the panel: the renewal stops.
    return () => {
      dispatch(previewActions.panelClosed());
    };
  }, [shown, dispatch]);

  if (!shown || !auth) return null;
  return (
    <section className="sp-preview" aria-label={intl.formatMessage(panelMessages.region)} lang="en">
      <PreviewBar auth={auth} onSettings={openSettings} onLogout={() => void logout()} />
      <PreviewSettingsModal
        open={settingsOpen}
        auth={auth}
        onClose={() => dispatch(previewActions.settingsClosed())}
        onLogout={() => void logout()}
      />
    </section>
  );
}

// React.lazy needs a default export.
export default PreviewPanel;

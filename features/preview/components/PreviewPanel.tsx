import { useEffect, useInsertionEffect } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { shopPartsApi } from '../../../api';
import { panelMessages } from '../messages';
import { PreviewBar } from './PreviewBar';
import { PreviewSettingsModal } from './PreviewSettingsModal';
import { previewActions, selectSettingsOpen } from '../state/previewSlice';
import { ensurePreviewStyles } from './previewStyles';
import { usePreviewLogout } from '../hooks/usePreviewLogout';

/**
 * The staff preview panel, loaded on demand by PreviewSlot. It shows only when checkauth answers
 * SUCCESS; while shown, the staff login renewal runs (sagas/previewRenewal.ts).
 */
export function PreviewPanel() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const auth = shopPartsApi.useCheckPreviewAuthQuery().data;
  const settingsOpen = useSelector(selectSettingsOpen);
  const logout = usePreviewLogout();
  const shown = auth?.status === 'SUCCESS';

  useInsertionEffect(ensurePreviewStyles, []);

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
      <PreviewBar auth={auth} onSettings={() => dispatch(previewActions.settingsOpened())} onLogout={() => void logout()} />
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

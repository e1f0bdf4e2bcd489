import { useInsertionEffect } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { panelMessages } from '../messages';
import { PreviewBar } from './PreviewBar';
import { PreviewSettingsModal } from './PreviewSettingsModal';
import { PanelLanguage } from './PanelLanguage';
import { PanelMessages } from './PanelMessages';
import { previewActions, selectPreviewAuth, selectSettingsOpen } from '../state/previewSlice';
import { ensurePreviewStyles } from './previewStyles';
import { usePreviewLogout } from '../hooks/usePreviewLogout';

/**
 * The staff preview panel, loaded on demand by StaffPanelSlot. It shows only when checkauth answered
 * SUCCESS. It reads the store and dispatches only what staff do: the flows ask checkauth and run
 * the staff login renewal while it shows (sagas/serviceQueries.ts, sagas/previewRenewal.ts), so
 * mounting it again (StrictMode, a remount, a DevTools jump) sends and dispatches nothing; the open
 * settings dialog asks for its date's A/B list itself (useAbTests). The panel's texts
 * (PanelMessages) travel in this chunk, so a shopper's page never loads them.
 */
export function PreviewPanel() {
  return (
    <PanelMessages>
      <ShownPanel />
    </PanelMessages>
  );
}

function ShownPanel() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const auth = useSelector(selectPreviewAuth);
  const settingsOpen = useSelector(selectSettingsOpen);
  const logout = usePreviewLogout();

  useInsertionEffect(ensurePreviewStyles, []);

  if (auth?.status !== 'SUCCESS') return null;
  return (
    <section className="sp-preview" aria-label={intl.formatMessage(panelMessages.region)} lang="en">
      <PanelLanguage>
        <PreviewBar
          auth={auth}
          onSettings={() => dispatch(previewActions.settingsOpened())}
          onLogout={() => void logout()}
        />
      </PanelLanguage>
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

import { useIntl } from 'react-intl';
import type { PreviewAuth } from '../../../api';
import { Modal } from '../../../widgets';
import { settingsMessages } from '../messages';
import { PreviewSettingsForm } from './PreviewSettingsForm';
import { PanelLanguage } from './PanelLanguage';

export interface PreviewSettingsModalProps {
  open: boolean;
  auth: PreviewAuth;
  onClose: () => void;
  onLogout: () => void;
}

/** The settings dialog (widget Modal, size M). The form mounts on open, so it is prefilled afresh each time. */
export function PreviewSettingsModal({ open, auth, onClose, onLogout }: PreviewSettingsModalProps) {
  const intl = useIntl();
  return (
    <Modal open={open} onClose={onClose} size="M" className="sp-preview-modal" title={<span lang="en">{intl.formatMessage(settingsMessages.title)}</span>}>
      <div lang="en">
        <PanelLanguage>
          <PreviewSettingsForm auth={auth} onLogout={onLogout} />
        </PanelLanguage>
      </div>
    </Modal>
  );
}

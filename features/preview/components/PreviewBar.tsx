import { useIntl } from 'react-intl';
import type { PreviewAuth } from '../../../api';
import { Button } from '../../../widgets';
import { barMessages as messages } from '../messages';
import { splitPreviewDateTime } from '../logic/previewDateTime';

export interface PreviewBarProps {
  auth: PreviewAuth;
  onSettings: () => void;
  onLogout: () => void;
}

/** The compact bar: the preview moment and A/B group in force, and the two staff actions. */
export function PreviewBar({ auth, onSettings, onLogout }: PreviewBarProps) {
  const intl = useIntl();
  const moment = auth.dateTime ? splitPreviewDateTime(auth.dateTime) : null;
  const dateTime = moment ? `${moment.date} ${moment.time}` : intl.formatMessage(messages.currentTime);
  const abGroup =
    auth.abTestName && auth.abTestGroup
      ? intl.formatMessage(messages.abGroup, { test: auth.abTestName, group: auth.abTestGroup })
      : intl.formatMessage(messages.noAbGroup);
  return (
    <div className="sp-preview-bar">
      <p className="sp-preview-bar__title">{intl.formatMessage(messages.title)}</p>
      <p className="sp-preview-bar__info" data-testid="preview-date-time">
        {intl.formatMessage(messages.dateTime, { dateTime })}
      </p>
      <p className="sp-preview-bar__info" data-testid="preview-ab-group">
        {abGroup}
      </p>
      <div className="sp-preview-bar__actions">
        <Button variant="secondary" aria-haspopup="dialog" onClick={onSettings}>
          {intl.formatMessage(messages.settings)}
        </Button>
        <Button variant="secondary" onClick={onLogout}>
          {intl.formatMessage(messages.logout)}
        </Button>
      </div>
    </div>
  );
}

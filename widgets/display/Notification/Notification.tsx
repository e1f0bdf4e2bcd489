import { useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon, VisuallyHidden } from '../../base';
import { classNames } from '../../base/classNames';
import { focusAfterClose } from './focusAfterClose';
import { notificationMessages } from './messages';
import { NOTIFICATION_ICONS, normalizeNotificationVariant, type NotificationVariantInput } from './variant';

export interface NotificationProps {
  /**
   * error, success, information (default) or warning; 'info' is an alias of information. An
   * unknown value (e.g. from CMS content) falls back to information.
   */
  variant?: NotificationVariantInput | (string & {});
  /** An optional bold heading above the message. */
  title?: ReactNode;
  children?: ReactNode;
  /** Shows the close button (on by default). */
  closable?: boolean;
  /** Shows the variant's pictogram before the text (off by default). */
  pictogram?: boolean;
  /**
   * Controlled visibility. Without it the notification manages itself: it shows until the close
   * button is pressed. With it, the close button only emits onClose and the caller hides it.
   */
  open?: boolean;
  /** Called when the close button is pressed. */
  onClose?: () => void;
  className?: string;
}

/**
 * A message bar. Errors are announced at once (role="alert"); the other kinds politely
 * (role="status"). The kind is also named in hidden text, so it never depends on colour alone.
 */
export function Notification({ variant, title, children, closable = true, pictogram = false, open, onClose, className }: NotificationProps) {
  const intl = useIntl();
  const [openSelf, setOpenSelf] = useState(true);
  const root = useRef<HTMLDivElement>(null);
  const isOpen = open ?? openSelf;
  if (!isOpen) return null;

  const kind = normalizeNotificationVariant(variant);
  const close = () => {
    // Before it unmounts, so the close button's focus does not drop to <body>.
    if (root.current) focusAfterClose(root.current);
    if (open === undefined) setOpenSelf(false);
    onClose?.();
  };

  return (
    <div ref={root} className={classNames('sp-notification', `sp-notification--${kind}`, className)}>
      {pictogram && <Icon name={NOTIFICATION_ICONS[kind]} size={24} className="sp-notification__pictogram" />}
      <div className="sp-notification__body" role={kind === 'error' ? 'alert' : 'status'}>
        <VisuallyHidden>{`${intl.formatMessage(notificationMessages[kind])}: `}</VisuallyHidden>
        {title !== undefined && <p className="sp-notification__title">{title}</p>}
        <div className="sp-notification__text">{children}</div>
      </div>
      {closable && (
        <button type="button" className="sp-notification__close" aria-label={intl.formatMessage(notificationMessages.close)} onClick={close}>
          <Icon name="close" size={16} />
        </button>
      )}
    </div>
  );
}

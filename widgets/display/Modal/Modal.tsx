import { useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { Icon } from '../../base';
import { classNames } from '../../base/classNames';
import { tabbableElements } from '../shared/focusable';
import { modalMessages } from './messages';
import { useFocusTrap } from './useFocusTrap';
import { useInertBackground } from './useInertBackground';

export type ModalSize = 'S' | 'M' | 'L';
export const MODAL_SIZES: readonly ModalSize[] = ['S', 'M', 'L'];

export interface ModalProps {
  /** Shows the dialog. A closed modal renders nothing. */
  open: boolean;
  /** Called on the close button, on Esc and on a click on the backdrop. The caller sets open to false. */
  onClose: () => void;
  /** The dialog's heading; it is also its accessible name. */
  title: ReactNode;
  /** S (400 px), M (default, 640 px) or L (960 px) wide at most; never wider than the screen. */
  size?: ModalSize;
  children?: ReactNode;
  /** Buttons under the content (e.g. confirm and cancel). */
  footer?: ReactNode;
  /** The element to focus on open; by default the first focusable element of the content, else the close button. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Closes on a click outside the dialog (default true). */
  closeOnBackdropClick?: boolean;
  className?: string;
}

/**
 * A modal dialog (WAI-ARIA APG dialog pattern). It renders into document.body through a portal
 * and makes everything else on the page inert while open. Focus moves into the dialog, Tab and
 * Shift+Tab stay inside it, Esc closes it, and focus returns to the element that opened it.
 */
export function Modal(props: ModalProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return <OpenModal {...props} />;
}

function OpenModal({ onClose, title, size = 'M', children, footer, initialFocusRef, closeOnBackdropClick = true, className }: ModalProps) {
  const intl = useIntl();
  const titleId = useId();
  const [backdrop, setBackdrop] = useState<HTMLDivElement | null>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  // Order matters: on close the background stops being inert before focus returns to the opener.
  useInertBackground(backdrop, true);
  // Focus goes to initialFocusRef, else the content's first control, else the close button.
  useFocusTrap(dialogRef, true, () => initialFocusRef?.current ?? (contentRef.current && tabbableElements(contentRef.current)[0]) ?? closeRef.current);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return createPortal(
    <div
      ref={setBackdrop}
      className="sp-modal__backdrop"
      onMouseDown={(event) => {
        if (closeOnBackdropClick && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={classNames('sp-modal', `sp-modal--${size.toLowerCase()}`, className)}
        onKeyDown={onKeyDown}
      >
        <div className="sp-modal__header">
          <h2 id={titleId} className="sp-modal__title">{title}</h2>
          <button ref={closeRef} type="button" className="sp-modal__close" aria-label={intl.formatMessage(modalMessages.close)} onClick={onClose}>
            <Icon name="close" size={24} />
          </button>
        </div>
        <div ref={contentRef} className="sp-modal__content">{children}</div>
        {footer !== undefined && <div className="sp-modal__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}

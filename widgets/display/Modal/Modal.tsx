import { useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { Icon } from '../../base';
import { classNames } from '../../base/classNames';
import { tabbableElements } from '../shared/focusable';
import { modalMessages } from './messages';

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
 * A modal dialog (WAI-ARIA APG dialog pattern) on the platform's `<dialog>`, opened with
 * `showModal()`: the browser puts it in the top layer, makes the rest of the page inert (focus
 * stays inside) and turns Esc into a `cancel` event (docs/behaviour.md, "Widgets"). React's
 * `open` stays the source of truth: Esc calls onClose instead of closing the dialog itself. Focus
 * moves into the dialog on open and back to the element that opened it on close. Where
 * `showModal()` is missing it opens non-modally instead of throwing, and Esc still closes it.
 */
export function Modal(props: ModalProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return <OpenModal {...props} />;
}

function OpenModal({ onClose, title, size = 'M', children, footer, initialFocusRef, closeOnBackdropClick = true, className }: ModalProps) {
  const intl = useIntl();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // The latest props for the listeners, which are added once per opening: written after each
  // render (a ref is not written while rendering), before the opening effect below runs.
  const latest = useRef({ onClose, initialFocusRef, closeOnBackdropClick });
  useLayoutEffect(() => {
    latest.current = { onClose, initialFocusRef, closeOnBackdropClick };
  });

  // A layout effect: the dialog is modal before the browser paints it, and on close the opener
  // gets the focus back while the dialog is still on the page.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom (hosts' Jest and Vitest suites) and engines before 2022 (Safari < 15.4, Firefox < 98)
    // have no showModal(): there the dialog opens non-modally (no top layer, the page stays usable)
    // rather than throw. Checked on each opening, nothing is patched.
    const modal = typeof dialog.showModal === 'function';
    if (!modal) dialog.setAttribute('open', '');
    else if (!dialog.open) dialog.showModal();
    // showModal() focuses the first focusable element (the close button); the APG pattern wants
    // the content's first control.
    const first = latest.current.initialFocusRef?.current ?? (contentRef.current && tabbableElements(contentRef.current)[0]) ?? closeRef.current;
    first?.focus();

    // Esc (and any other close request) fires `cancel`: React decides, the dialog stays open until it re-renders.
    const onCancel = (event: Event) => {
      // A cancel the page may not refuse is followed by `close`, which tells the owner.
      if (!event.cancelable) return;
      event.preventDefault();
      latest.current.onClose();
    };
    // A close the page did not ask for (the browser closes without a cancelable `cancel` when Esc is
    // pressed twice without a user activation in between): tell the owner, so its state follows.
    // `close` arrives a task after close(): one that finds the dialog open again is stale (StrictMode
    // runs this effect, its cleanup's close() and the effect again, on the same element).
    const onNativeClose = () => {
      if (!dialog.open) latest.current.onClose();
    };
    // The dialog has no padding and its panel fills it, so a press on the dialog element itself is
    // a press on its ::backdrop. (A pointer convenience; keyboard users have Esc and the close button.)
    const onMouseDown = (event: MouseEvent) => {
      if (latest.current.closeOnBackdropClick && event.target === dialog) latest.current.onClose();
    };
    // Non-modally no close request comes, so Esc on the dialog or inside it closes it here. Heard on
    // the document, after the dispatch has passed the dialog and React's handlers: a control that
    // keeps Esc for itself prevents its default, as it would to keep a native modal open.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || !dialog.contains(event.target as Node | null)) return;
      event.preventDefault();
      latest.current.onClose();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    dialog.addEventListener('mousedown', onMouseDown);
    if (!modal) document.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('mousedown', onMouseDown);
      document.removeEventListener('keydown', onKeyDown);
      // Where showModal() is missing close() is too (jsdom); a host's stand-in may add only showModal().
      if (dialog.hasAttribute('open')) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return createPortal(
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className={classNames('sp-modal', `sp-modal--${size.toLowerCase()}`, className)}
    >
      <div className="sp-modal__panel">
        <div className="sp-modal__header">
          <h2 id={titleId} className="sp-modal__title">{title}</h2>
          <button ref={closeRef} type="button" className="sp-modal__close" aria-label={intl.formatMessage(modalMessages.close)} onClick={onClose}>
            <Icon name="close" size={24} />
          </button>
        </div>
        <div ref={contentRef} className="sp-modal__content">{children}</div>
        {footer !== undefined && <div className="sp-modal__footer">{footer}</div>}
      </div>
    </dialog>,
    document.body,
  );
}

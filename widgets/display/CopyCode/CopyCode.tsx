import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Icon, VisuallyHidden } from '../../base';
import { classNames } from '../../base/classNames';
import { copyText, type CopyOutcome } from './copyText';
import { copyCodeMessages } from './messages';

/** How long 'Code kopiert' shows before the button reads 'Code kopieren' again. */
export const COPY_CONFIRMATION_MS = 3000;

export interface CopyCodeProps {
  /** The code to show and copy (e.g. a voucher code). */
  code: string;
  /** Called after each attempt with its outcome. */
  onCopy?: (outcome: CopyOutcome) => void;
  className?: string;
}

/**
 * A code with a 'Code kopieren' button. After copying the button reads 'Code kopiert' for
 * three seconds and a polite live region announces it. Where the browser cannot copy (no
 * Clipboard API, no permission) the code is selected instead and the live region asks the
 * visitor to copy it themselves.
 */
export function CopyCode({ code, onCopy, className }: CopyCodeProps) {
  const intl = useIntl();
  const codeRef = useRef<HTMLElement>(null);
  const [outcome, setOutcome] = useState<CopyOutcome | null>(null);

  useEffect(() => {
    if (outcome !== 'copied') return undefined;
    const timer = setTimeout(() => setOutcome(null), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const copy = async () => {
    const result = await copyText(code);
    if (result === 'unavailable') selectContents(codeRef.current);
    setOutcome(result);
    onCopy?.(result);
  };

  const copied = outcome === 'copied';
  return (
    <div className={classNames('sp-copy-code', className)}>
      <code ref={codeRef} className="sp-copy-code__code">{code}</code>
      <button type="button" className="sp-copy-code__button" onClick={() => void copy()}>
        <Icon name={copied ? 'check' : 'copy'} size={16} />
        {intl.formatMessage(copied ? copyCodeMessages.copied : copyCodeMessages.copy)}
      </button>
      <p className="sp-copy-code__status" role="status">
        {outcome === 'copied' && <VisuallyHidden>{intl.formatMessage(copyCodeMessages.copied)}</VisuallyHidden>}
        {outcome === 'unavailable' && intl.formatMessage(copyCodeMessages.failed)}
      </p>
    </div>
  );
}

/** Selects the text of `element`, so the visitor can copy it with the keyboard or the context menu. */
function selectContents(element: HTMLElement | null): void {
  const selection = typeof window === 'undefined' ? null : window.getSelection();
  if (!element || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

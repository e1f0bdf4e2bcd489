import type { HTMLAttributes, MouseEventHandler, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '../../base';
import { textLinkMessages } from '../TextLink/messages';
import { classNames } from '../../base/classNames';

export const BUTTON_VARIANTS = ['primary', 'secondary', 'activating', 'sale', 'community', 'omnichannel'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

export function isButtonVariant(value: unknown): value is ButtonVariant {
  return typeof value === 'string' && (BUTTON_VARIANTS as readonly string[]).includes(value);
}

export interface ButtonProps extends Omit<HTMLAttributes<HTMLElement>, 'onClick'> {
  /**
   * One of BUTTON_VARIANTS; default 'primary'. Variants often come from CMS content, so any
   * string is accepted: an unknown one falls back to 'primary' rather than rendering unstyled.
   */
  variant?: ButtonVariant | (string & {});
  /** A link target: the button renders as an `<a>` (unless disabled). */
  href?: string;
  /** Only with href. '_blank' adds rel="noopener noreferrer" and says so to screen readers. */
  target?: string;
  rel?: string;
  /** Only for the `<button>` form; default 'button' so it never submits a form by accident. */
  type?: 'button' | 'submit' | 'reset';
  /** A disabled button is always a plain disabled `<button>`, even with href (a link cannot be disabled). */
  disabled?: boolean;
  /** Stretch to the container's width. */
  fullWidth?: boolean;
  onClick?: MouseEventHandler<HTMLElement>;
  children: ReactNode;
}

/** A button in one of six variants; a link that looks like one when given href. */
export function Button({ variant, href, target, rel, type = 'button', disabled = false, fullWidth = false, className, children, ...rest }: ButtonProps) {
  const intl = useIntl();
  const shown: ButtonVariant = isButtonVariant(variant) ? variant : 'primary';
  const classes = classNames('sp-button', `sp-button--${shown}`, fullWidth && 'sp-button--full-width', className);
  const content = <span className="sp-button__content">{children}</span>;

  if (href !== undefined && !disabled) {
    const opensNewWindow = target === '_blank';
    return (
      <a {...rest} className={classes} href={href} target={target} rel={rel ?? (opensNewWindow ? 'noopener noreferrer' : undefined)}>
        {content}
        {opensNewWindow && <VisuallyHidden> {intl.formatMessage(textLinkMessages.newWindow)}</VisuallyHidden>}
      </a>
    );
  }
  return (
    <button {...rest} className={classes} type={type} disabled={disabled}>
      {content}
    </button>
  );
}

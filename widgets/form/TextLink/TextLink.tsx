import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon, VisuallyHidden } from '../../base';
import { textLinkMessages } from './messages';
import { classNames } from '../../base/classNames';

export const TEXT_LINK_VARIANTS = ['primary', 'secondary', 'inverted'] as const;
export type TextLinkVariant = (typeof TEXT_LINK_VARIANTS)[number];
export const TEXT_LINK_SIZES = ['small', 'medium', 'large'] as const;
export type TextLinkSize = (typeof TEXT_LINK_SIZES)[number];
export type TextLinkIconPosition = 'prepend' | 'append' | 'none';

/** Icon size per text size: 12 px next to small text, 16 px next to medium, 24 px next to large. */
const ICON_SIZE: Record<TextLinkSize, number> = { small: 12, medium: 16, large: 24 };

export interface TextLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children'> {
  href: string;
  /** Default 'primary'. 'inverted' is for dark backgrounds. Unknown values fall back to 'primary'. */
  variant?: TextLinkVariant;
  /** Default 'medium'. Unknown values fall back to 'medium'. */
  size?: TextLinkSize;
  /** Default 'append'. */
  iconPosition?: TextLinkIconPosition;
  /** An icon name from widgets/base; default 'link-up'. The icon is decorative. */
  icon?: string;
  children: ReactNode;
}

/** An inline text link with an optional decorative icon before or after the text. */
export function TextLink({ variant, size, iconPosition = 'append', icon = 'link-up', className, target, rel, children, ...rest }: TextLinkProps) {
  const intl = useIntl();
  const shownVariant: TextLinkVariant = (TEXT_LINK_VARIANTS as readonly string[]).includes(variant ?? '') ? (variant as TextLinkVariant) : 'primary';
  const shownSize: TextLinkSize = (TEXT_LINK_SIZES as readonly string[]).includes(size ?? '') ? (size as TextLinkSize) : 'medium';
  const iconElement = iconPosition === 'none' ? null : <Icon name={icon} size={ICON_SIZE[shownSize]} className="sp-text-link__icon" />;
  const opensNewWindow = target === '_blank';
  return (
    <a
      {...rest}
      target={target}
      rel={rel ?? (opensNewWindow ? 'noopener noreferrer' : undefined)}
      className={classNames('sp-text-link', `sp-text-link--${shownVariant}`, `sp-text-link--${shownSize}`, className)}
    >
      {iconPosition === 'prepend' && iconElement}
      <span className="sp-text-link__text">{children}</span>
      {iconPosition === 'append' && iconElement}
      {opensNewWindow && <VisuallyHidden> {intl.formatMessage(textLinkMessages.newWindow)}</VisuallyHidden>}
    </a>
  );
}

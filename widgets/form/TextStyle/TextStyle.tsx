import type { ReactNode } from 'react';
import { classNames } from '../../base/classNames';

export const TEXT_STYLE_VARIANTS = ['headline-large', 'headline-medium', 'headline-small', 'body', 'body-bold', 'small', 'caption'] as const;
export type TextStyleVariant = (typeof TEXT_STYLE_VARIANTS)[number];

/** The elements a text style may render as. The look (variant) and the meaning (element) are chosen apart. */
export type TextStyleElement = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'p' | 'span' | 'div' | 'strong' | 'em' | 'small' | 'figcaption' | 'legend';

/** The element used when none is given. */
const DEFAULT_ELEMENT: Record<TextStyleVariant, TextStyleElement> = {
  'headline-large': 'h2',
  'headline-medium': 'h3',
  'headline-small': 'h4',
  body: 'p',
  'body-bold': 'p',
  small: 'p',
  caption: 'span',
};

export interface TextStyleProps {
  /** Default 'body'; an unknown variant falls back to 'body'. */
  variant?: TextStyleVariant;
  /** The element to render; default depends on the variant (headlines h2 to h4, body p, caption span). */
  as?: TextStyleElement;
  id?: string;
  className?: string;
  children: ReactNode;
}

/** Wraps text in one of the shop's text styles, rendered with a chosen element. */
export function TextStyle({ variant, as, id, className, children }: TextStyleProps) {
  const shown: TextStyleVariant = (TEXT_STYLE_VARIANTS as readonly string[]).includes(variant ?? '') ? (variant as TextStyleVariant) : 'body';
  const Element = as ?? DEFAULT_ELEMENT[shown];
  return (
    <Element id={id} className={classNames('sp-text-style', `sp-text-style--${shown}`, className)}>
      {children}
    </Element>
  );
}

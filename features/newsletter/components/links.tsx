import { Fragment, type ReactNode } from 'react';
import { TextLink } from '../../../widgets';

/** A rich-text tag's function: the tag's chunks in, what shows for them out. */
type RichTextTag = (chunks: ReactNode[]) => ReactNode;

/**
 * The rich-text tags of a message that render inline links (`<privacyLink>…</privacyLink>`), one
 * per tag name with its address; a tag without an address shows its text alone.
 *
 * Each link carries its tag's name as its React key. The message's parts (texts and these links)
 * reach React as an array; react-intl before 7.1.7 keys them only with `React.Children.toArray`,
 * which since React 19 no longer hides an element that came without a key: every development
 * console shows "Each child in a list should have a unique key" for the message. A tag appears at
 * most once in a message, so its name is unique among the parts, and stays the same from render
 * to render (see docs/decisions/2026-11-29-mechanisms-and-their-tests.md).
 */
export function inlineLinks<Tag extends string>(hrefs: Record<Tag, string | undefined>): Record<Tag, RichTextTag> {
  const tags = {} as Record<Tag, RichTextTag>;
  for (const tag of Object.keys(hrefs) as Tag[]) {
    const href = hrefs[tag];
    tags[tag] = (chunks) =>
      href ? (
        <TextLink key={tag} href={href} iconPosition="none" size="small" className="sp-newsletter__link">
          {chunks}
        </TextLink>
      ) : (
        <Fragment key={tag}>{chunks}</Fragment>
      );
  }
  return tags;
}

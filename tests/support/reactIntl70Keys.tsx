/**
 * react-intl 12 (the project's) with the keying of react-intl 7.0 to 7.1.6, the oldest a host may
 * have (package.json's `react-intl >=7.0.0`), for `jest.mock('react-intl', ...)`. Those versions
 * key a message's parts only with `React.Children.toArray`: the parts `formatMessage` returns
 * (src/components/createIntl.js), a rich-text tag's chunks (src/utils.js, assignUniqueKeysToParts)
 * and FormattedMessage's children (src/components/message.js), each again. Since React 19,
 * `Children.toArray` marks an element that came to it without a key, and React reports "Each child
 * in a list should have a unique key" where the parts render. From 7.1.7 on, react-intl wraps each
 * element in a keyed Fragment instead (toKeyedReactNodeArray), which hides an element without a
 * key: with the project's react-intl, the parts' keys are not checked at all.
 *
 * The messages are formatted by react-intl 12's own formatters (intl-messageformat), so only the
 * keying differs from what a host with react-intl 7.0 runs.
 */
import { Children, createElement, Fragment, useMemo, type ComponentProps, type ReactNode } from 'react';
import type { IntlShape, MessageDescriptor } from 'react-intl';

type ReactIntl = typeof import('react-intl');
type RichTextTag = (chunks: ReactNode[]) => ReactNode;

/** react-intl 7.0's formatMessage: the parts through Children.toArray, a tag's chunks too. */
function formatAsReactIntl70(intl: IntlShape, descriptor: MessageDescriptor, values?: Record<string, unknown>, ignoreTag?: boolean): ReactNode {
  const id = typeof descriptor.id === 'string' ? descriptor.id : '';
  const message = intl.messages[id] ?? descriptor.defaultMessage ?? id;
  const keyedValues = values && Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'function' ? (parts: ReactNode[]) => (value as RichTextTag)(Children.toArray(parts)) : value]));
  const parts: unknown = intl.formatters.getMessageFormat(message, intl.locale, intl.formats, { formatters: intl.formatters, ignoreTag }).format(keyedValues);
  return Array.isArray(parts) ? Children.toArray(parts as ReactNode[]) : (parts as ReactNode);
}

export function withReactIntl70Keys(actual: ReactIntl): ReactIntl {
  function useIntl(): IntlShape {
    const intl = actual.useIntl();
    return useMemo(() => {
      const formatMessage = (descriptor: MessageDescriptor, values?: Record<string, unknown>, options?: { ignoreTag?: boolean }) => formatAsReactIntl70(intl, descriptor, values, options?.ignoreTag);
      // One function for formatMessage's overloads (string and rich-text results), as react-intl's own is.
      return { ...intl, formatMessage: formatMessage as IntlShape['formatMessage'], $t: formatMessage as IntlShape['$t'] };
    }, [intl]);
  }

  function FormattedMessage({ id, description, defaultMessage, values, children, tagName, ignoreTag }: ComponentProps<ReactIntl['FormattedMessage']>) {
    const intl = useIntl();
    const nodes = formatAsReactIntl70(intl, { id, description, defaultMessage }, values, ignoreTag);
    if (typeof children === 'function') return children(Array.isArray(nodes) ? (nodes as ReactNode[]) : [nodes]);
    return createElement(tagName ?? intl.textComponent ?? Fragment, null, Children.toArray(nodes));
  }

  return { ...actual, useIntl, FormattedMessage: FormattedMessage as ReactIntl['FormattedMessage'] };
}

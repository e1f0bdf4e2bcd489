import { memo, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { localeForSite, useShopPartsServices } from '../../../config';
import type { CountryOption } from '../content/types';
import { Flag } from './Flag';
import { footerMessages } from '../messages';

/**
 * The country selector (desktop only): a disclosure button opening a list of links to each
 * country site's home page. A click goes there through the host's navigation function; the
 * links stay real links (middle click, copy link). Esc closes and returns focus to the button.
 */
export const CountrySelector = memo(function CountrySelector({ options }: { options: CountryOption[] }) {
  const intl = useIntl();
  const { navigate } = useShopPartsServices();
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const current = options.find((option) => option.selected) ?? options[0];

  useEffect(() => {
    if (!open) return undefined;
    const closeOnOutsideClick = (event: globalThis.MouseEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    return () => document.removeEventListener('mousedown', closeOnOutsideClick);
  }, [open]);

  const choose = useCallback(
    (event: MouseEvent<HTMLAnchorElement>, option: CountryOption) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      setOpen(false);
      if (!option.selected) navigate(option.href);
    },
    [navigate],
  );

  if (!current) return null;

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <div className="sp-country" ref={containerRef} onKeyDown={closeOnEscape}>
      <button
        ref={buttonRef}
        type="button"
        className="sp-country__button"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        onClick={() => setOpen((value) => !value)}
      >
        <Flag name={current.flag} />
        {/* Keyed: react-intl before 7.1.7 keys the message's parts only with Children.toArray, which React 19 reports for an element without a key. */}
        <span>{intl.formatMessage(footerMessages.countryButton, { country: <CountryName key="country" option={current} /> })}</span>
      </button>
      <ul className="sp-country__list" id={`${id}-list`} hidden={!open} aria-label={intl.formatMessage(footerMessages.countryListLabel)}>
        <CountryOptions options={options} onChoose={choose} />
      </ul>
    </div>
  );
});

/**
 * A country's name in its own language, marked with it (WCAG 3.1.2): it sits in the page's texts
 * ("Land: Deutschland", "(aktuelles Land)"), which keep the page's language, and a host may show a
 * site in another UI language than the site's own.
 */
function CountryName({ option }: { option: CountryOption }) {
  return <span lang={localeForSite(option.code)}>{option.label}</span>;
}

/** The list's links; memoised, so opening and closing the list changes its `hidden`, not its content. */
const CountryOptions = memo(function CountryOptions({ options, onChoose }: { options: CountryOption[]; onChoose: (event: MouseEvent<HTMLAnchorElement>, option: CountryOption) => void }) {
  const intl = useIntl();
  return options.map((option) => (
    <li key={option.code}>
      <a
        className="sp-country__option"
        href={option.href}
        aria-current={option.selected ? 'true' : undefined}
        onClick={(event) => onChoose(event, option)}
      >
        <Flag name={option.flag} />
        <CountryName option={option} />
        {option.selected && <span className="sp-visually-hidden"> {intl.formatMessage(footerMessages.currentCountry)}</span>}
      </a>
    </li>
  ));
});

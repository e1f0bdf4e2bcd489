import { screen } from '@testing-library/react';
import { TextLink, TextStyle, type TextLinkSize } from '../../../../widgets/form';
import { renderWithIntl } from '../../../support/renderWithIntl';

describe('TextLink', () => {
  it('defaults: primary, medium, icon link-up appended and hidden from assistive technology', () => {
    renderWithIntl(<TextLink href="/hilfe">Hilfe</TextLink>);
    const link = screen.getByRole('link', { name: 'Hilfe' });
    expect(link).toHaveClass('sp-text-link--primary', 'sp-text-link--medium');
    const icon = link.querySelector('svg');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon).toHaveAttribute('width', '16');
    // appended: the icon comes after the text
    expect(link.lastElementChild).toBe(icon);
  });

  it('puts the icon first with iconPosition prepend, and leaves it out with none', () => {
    renderWithIntl(
      <>
        <TextLink href="/a" iconPosition="prepend" icon="arrow-left">Zurück</TextLink>
        <TextLink href="/b" iconPosition="none">Ohne</TextLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Zurück' }).firstElementChild?.tagName).toBe('svg');
    expect(screen.getByRole('link', { name: 'Ohne' }).querySelector('svg')).toBeNull();
  });

  it.each([
    ['small', '12'],
    ['medium', '16'],
    ['large', '24'],
  ] as const)('size %s uses a %s px icon', (size, pixels) => {
    renderWithIntl(<TextLink href="/x" size={size}>Mehr</TextLink>);
    const link = screen.getByRole('link', { name: 'Mehr' });
    expect(link).toHaveClass(`sp-text-link--${size}`);
    expect(link.querySelector('svg')).toHaveAttribute('width', pixels);
  });

  it('falls back to primary and medium for unknown values', () => {
    renderWithIntl(<TextLink href="/x" size={'huge' as TextLinkSize} variant={'pink' as 'primary'}>Mehr</TextLink>);
    expect(screen.getByRole('link', { name: 'Mehr' })).toHaveClass('sp-text-link--primary', 'sp-text-link--medium');
  });

  it('announces a new window', () => {
    renderWithIntl(<TextLink href="https://example.test" target="_blank">Partner</TextLink>);
    expect(screen.getByRole('link', { name: 'Partner (öffnet in einem neuen Fenster)' })).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('TextStyle', () => {
  it('renders each variant with its default element', () => {
    renderWithIntl(
      <>
        <TextStyle variant="headline-large">Groß</TextStyle>
        <TextStyle variant="headline-medium">Mittel</TextStyle>
        <TextStyle>Fließtext</TextStyle>
        <TextStyle variant="caption">Bildunterschrift</TextStyle>
      </>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Groß' })).toHaveClass('sp-text-style--headline-large');
    expect(screen.getByRole('heading', { level: 3, name: 'Mittel' })).toBeInTheDocument();
    expect(screen.getByText('Fließtext').tagName).toBe('P');
    expect(screen.getByText('Fließtext')).toHaveClass('sp-text-style--body');
    expect(screen.getByText('Bildunterschrift').tagName).toBe('SPAN');
  });

  it('renders with a chosen element, keeping the look', () => {
    renderWithIntl(<TextStyle variant="headline-small" as="h1">Seitentitel</TextStyle>);
    expect(screen.getByRole('heading', { level: 1, name: 'Seitentitel' })).toHaveClass('sp-text-style--headline-small');
  });

  it('falls back to body for an unknown variant', () => {
    renderWithIntl(<TextStyle variant={'poster' as 'body'}>Text</TextStyle>);
    expect(screen.getByText('Text')).toHaveClass('sp-text-style--body');
  });
});

import { screen } from '@testing-library/react';
import { SITE_CODES, SITES } from '../../../config';
import { Footer } from '../../../src/components/ShopFooter';
import { deFooterContent } from '../../support/deFooterContent';
import { useFakeServices } from '../../support/fakeServices';
import { renderWithShop } from '../../support/renderWithShop';
import { setWindowWidth } from '../../support/windowWidth';
import { useScreenReader, type ScreenReader } from './useScreenReader';

useFakeServices();
const screenReader = useScreenReader();

/** Reads on until `last` (included) and returns what was read. */
async function readUntil(reader: ScreenReader, last: string): Promise<string[]> {
  await reader.clear();
  await reader.moveTo(last);
  return reader.log();
}

describe('an accordion panel of the footer at phone width, read by a screen reader', () => {
  it('reads the header as a collapsed button under its level-3 heading; opened, it is expanded and the panel’s links follow', async () => {
    setWindowWidth(375);
    await renderWithShop(<Footer content={deFooterContent} />, { site: 'DE' });
    const reader = await screenReader.start();

    await reader.moveTo('heading, Bequem bezahlen, level 3');
    await expect(reader.next()).resolves.toBe('button, Bequem bezahlen, 1 control, not expanded');
    // Closed, the panel is out of the reading order: after the heading comes the next panel's.
    const closed = await readUntil(reader, 'heading, Schnelle Lieferung, level 3');
    expect(closed.filter((phrase) => phrase.startsWith('link,'))).toEqual([]);

    await reader.moveTo('button, Bequem bezahlen, 1 control, not expanded');
    await reader.clear();
    await reader.press('Enter');
    // The key press focuses the button (read once), then its new state is read.
    expect(await reader.log()).toEqual(['button, Bequem bezahlen, 1 control, not expanded', 'button, Bequem bezahlen, 1 control, expanded']);
    const opened = await readUntil(reader, 'end of list');
    expect(opened).toContain('Zahlen Sie per Rechnung, Kreditkarte oder PayPal – ganz wie Sie möchten.');
    // Every link of the panel, those hidden in the desktop columns included.
    expect(opened.filter((phrase) => phrase.startsWith('link,'))).toEqual(['link, Bequem bezahlen', 'link, Alle Zahlungsarten', 'link, Kauf auf Rechnung']);

    await reader.moveTo('button, Bequem bezahlen, 1 control, expanded');
    await reader.clear();
    // It kept the focus: only the new state is read.
    await reader.press('Enter');
    expect(await reader.log()).toEqual(['button, Bequem bezahlen, 1 control, not expanded']);
  });
});

describe('the country selector at desktop width, read by a screen reader', () => {
  it('reads its collapsed button; opened, the named list and every country by its name, the current one marked; Esc closes it and the focus returns', async () => {
    setWindowWidth(1400);
    await renderWithShop(<Footer content={deFooterContent} />, { site: 'DE' });
    const reader = await screenReader.start();

    await reader.moveTo('button, Land: Deutschland, 1 control, not expanded');
    // Closed, the list is not read.
    await expect(reader.next()).resolves.not.toMatch(/^list/);
    await reader.moveTo('button, Land: Deutschland, 1 control, not expanded');
    await reader.clear();
    await reader.act();
    expect(await reader.log()).toEqual(['button, Land: Deutschland, 1 control, expanded']);

    const list = await readUntil(reader, 'end of list, Land wählen');
    expect(list).toContain('list, Land wählen');
    expect(list.filter((phrase) => phrase.startsWith('link,'))).toEqual(
      SITE_CODES.map((code) => (code === 'DE' ? 'link, Deutschland (aktuelles Land), current item' : `link, ${SITES[code].label}`)),
    );

    await reader.moveTo('link, Österreich');
    await reader.clear();
    await reader.press('Escape');
    // The link takes the focus for the key (read once); Esc puts the focus back on the closed button.
    expect(await reader.log()).toEqual(['link, Österreich', 'button, Land: Deutschland, 1 control, not expanded']);
    expect(screen.getByRole('button', { name: 'Land: Deutschland' })).toHaveFocus();
  });
});

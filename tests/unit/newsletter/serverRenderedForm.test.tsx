import { act, fireEvent, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useFakeServices } from '../../support/fakeServices';
import { immediateFormFooter } from '../../support/immediateFormFooter';

// The built package hands Node the form imported with the entry and browsers the on-demand one
// (package.json "imports", scripts/buildPackage.ts). Here the module each environment resolves is
// chosen by hand: Node's for the server render, the browser's for hydration.
let mockEnvironment: 'node' | 'browser' = 'node';
jest.mock('../../../src/components/LoadedNewsletterForm', () => {
  const node = jest.requireActual<typeof import('../../../src/components/LoadedNewsletterForm.node')>('../../../src/components/LoadedNewsletterForm.node');
  const browser = jest.requireActual<typeof import('../../../src/components/LoadedNewsletterForm')>('../../../src/components/LoadedNewsletterForm');
  return {
    get LoadedNewsletterForm() {
      return mockEnvironment === 'node' ? node.LoadedNewsletterForm : browser.LoadedNewsletterForm;
    },
  };
});

useFakeServices();

it('hydrates the form a Node server rendered complete once the browser has loaded its code, reusing its elements', async () => {
  const app = await immediateFormFooter('DE');
  const container = document.createElement('div');
  container.innerHTML = renderToString(app);
  const serverField = container.querySelector('input[name="email"]');
  expect(serverField).not.toBeNull();
  const serverButton = container.querySelector('.sp-newsletter__submit');
  expect(serverButton).toHaveAttribute('type', 'button');
  expect(container.innerHTML).not.toContain('<!--$!-->');
  document.body.appendChild(container);

  mockEnvironment = 'browser';
  const recoverable: unknown[] = [];
  const root = await act(async () => hydrateRoot(container, app, { onRecoverableError: (error) => recoverable.push(error) }));
  // Hydrated once its code is in: the server's field is the one React owns, and a submit without
  // an address marks it invalid.
  const form = container.querySelector('form');
  await waitFor(async () => {
    if (form) await act(async () => fireEvent.submit(form));
    expect(serverField).toHaveAttribute('aria-invalid', 'true');
  });
  expect(recoverable).toEqual([]);
  expect(container.querySelector('input[name="email"]')).toBe(serverField);
  // The same element, a submit button now that the form's code is live.
  expect(container.querySelector('.sp-newsletter__submit')).toBe(serverButton);
  expect(serverButton).toHaveAttribute('type', 'submit');
  act(() => root.unmount());
  container.remove();
});

it("posts the server's form where the browser submits it itself (its code not loaded yet): the address never goes into the URL", async () => {
  mockEnvironment = 'node';
  const container = document.createElement('div');
  container.innerHTML = renderToString(await immediateFormFooter('DE'));
  const form = container.querySelector('form');
  expect(form?.querySelector('input[name="email"]')).not.toBeNull();
  expect(form?.method).toBe('post');
  expect(form?.getAttribute('action')).toBeNull();
});

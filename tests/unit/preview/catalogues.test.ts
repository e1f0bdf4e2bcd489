import { allPreviewMessages } from '../../../features/preview/messages';
import { partCatalogue, partLocales } from '../../support/catalogues';

const descriptors = allPreviewMessages;

describe('the preview panel’s messages', () => {
  it('use ids preview.<component>.<name>, each once', () => {
    const ids = descriptors.map((descriptor) => descriptor.id);
    expect(ids.filter((id) => !/^preview\.[a-zA-Z]+\.[a-zA-Z]+$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  // The staff tool is English in every shop: one English catalogue, which the panel's chunk brings
  // (features/preview/components/PanelMessages.tsx), holds every preview text and no other.
  it('are in the one English catalogue of the panel, and no other text is', () => {
    expect(partLocales('preview')).toEqual(['en']);
    expect(partCatalogue('preview', 'en')).toEqual(Object.fromEntries(descriptors.map((descriptor) => [descriptor.id, descriptor.defaultMessage])));
  });
});

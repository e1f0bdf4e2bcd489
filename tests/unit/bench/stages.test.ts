import { mergeStages, stylesheetUsedBy } from '../../../scripts/bench/stages';

// The floor's stylesheet: the package's stylesheet as esbuild bundles it, each source file headed by its path.
const stylesheet = [
  '/* widgets/base/base.css */\n:root { --sp-gap: 8px; }\nbody { margin: 0; }\n',
  '/* widgets/display/Modal/Modal.css */\n.sp-modal { position: fixed; }\n',
  '/* features/footer/components/footer.css */\n.sp-footer { padding: 0.5rem; }\n.sp-footer__legal { margin: 1.5em; }\n',
  '/* features/newsletter/components/newsletter.css */\n.sp-newsletter { display: grid; }\n',
].join('');

describe('the HTML + CSS floor’s stylesheet', () => {
  it('keeps the sections that name a class the markup has, and those that name no class', () => {
    const used = stylesheetUsedBy('<footer class="sp-footer"><p class="sp-footer__legal x">©</p></footer>', stylesheet);
    expect(used).toContain('widgets/base/base.css');
    expect(used).toContain('.sp-footer {');
    expect(used).not.toContain('sp-modal');
    expect(used).not.toContain('sp-newsletter');
  });

  it('adds the form’s section once the form’s markup is there', () => {
    expect(stylesheetUsedBy('<footer class="sp-footer"><form class="sp-newsletter"></form></footer>', stylesheet)).toContain('.sp-newsletter {');
  });
});

describe('a host’s stages reported in pieces', () => {
  it('are merged per host', () => {
    expect(mergeStages([{ host: 'webpack', mainKb: 9.9 }, { host: 'vite', mainKb: 11 }, { host: 'webpack', loadPackageKb: 12 }])).toEqual([
      { host: 'webpack', mainKb: 9.9, loadPackageKb: 12 },
      { host: 'vite', mainKb: 11 },
    ]);
  });
});

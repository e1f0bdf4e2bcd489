import { standInForOurScripts, summariseScriptFreeVisits } from '../../../scripts/bench/scriptFreeCopy';

// The script-free copy stands in for our components: its clicks must change what theirs change,
// and its visits become one number per step the way the visit's do.

describe('the copy stands in for our scripts', () => {
  beforeAll(() => standInForOurScripts());

  it('an accordion button opens and closes its panel, and marks its item open', () => {
    document.body.innerHTML = `
      <div class="sp-accordion__item"><h3><button type="button" aria-expanded="false" aria-controls="panel"><span>Zahlung</span></button></h3>
      <div id="panel" hidden><a href="/zahlung">Zahlung</a></div></div>`;
    const button = document.querySelector('button')!;
    const panel = document.getElementById('panel')!;
    document.querySelector('span')!.click(); // a click on the button's content counts for the button
    expect([button.getAttribute('aria-expanded'), panel.hidden, button.closest('.sp-accordion__item')!.className]).toEqual(['true', false, 'sp-accordion__item sp-accordion__item--open']);
    button.click();
    expect([button.getAttribute('aria-expanded'), panel.hidden, button.closest('.sp-accordion__item')!.className]).toEqual(['false', true, 'sp-accordion__item']);
  });

  it('a submit stays on the page, as our form keeps it', () => {
    document.body.innerHTML = `<form><button type="submit">Anmelden</button></form>`;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });

  it('the country button shows its list; other clicks change nothing', () => {
    document.body.innerHTML = `<button type="button" aria-expanded="false" aria-controls="list">Land</button><ul id="list" hidden></ul><button type="submit">Anmelden</button>`;
    document.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    expect(document.getElementById('list')!.hidden).toBe(true);
    document.querySelector<HTMLButtonElement>('button[aria-controls]')!.click();
    expect(document.getElementById('list')!.hidden).toBe(false);
  });
});

describe('the copy reveals the form as our form does', () => {
  const reveal = {
    extension: '<div class="sp-newsletter__extended" data-testid="newsletter-extended"><label>Vorname<input name="firstName"></label></div>',
    legalNotice: '<section class="sp-newsletter__legal"><h3>Rechtliche Hinweise</h3></section>',
  };
  beforeAll(() => standInForOurScripts(reveal));

  it("the e-mail field's first focus adds the further fields after its row, and the legal notice a task later, once", async () => {
    document.body.innerHTML = `
      <form data-testid="newsletter-form"><div class="sp-input"><label>E-Mail<input name="email" type="email"></label></div><button type="submit">Anmelden</button></form>`;
    const email = document.querySelector<HTMLInputElement>('input[name="email"]')!;
    email.focus();
    const form = document.querySelector('form')!;
    expect([...form.children].map((child) => child.className || child.tagName)).toEqual(['sp-input', 'sp-newsletter__extended', 'BUTTON']);
    expect(form.querySelector('.sp-newsletter__legal')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(form.querySelector('.sp-newsletter__extended .sp-newsletter__legal')).not.toBeNull();
    expect(document.activeElement).toBe(email);
    email.blur();
    email.focus();
    expect(form.querySelectorAll('[data-testid="newsletter-extended"]')).toHaveLength(1);
  });

  it('other fields reveal nothing', () => {
    document.body.innerHTML = `<form data-testid="newsletter-form"><div><input name="firstName"></div></form>`;
    document.querySelector<HTMLInputElement>('input')!.focus();
    expect(document.querySelector('[data-testid="newsletter-extended"]')).toBeNull();
  });
});

describe('copy visits become one number per step', () => {
  it('takes the median of each step, and a step with no interaction over 16 ms counts 0', () => {
    const runs = [
      { panel: 72, emailFocus: 40, typing: 32, submit: 48, countrySelector: 80 },
      { panel: 104, typing: 40, submit: 40, countrySelector: 64 },
      { panel: 64, emailFocus: 48, typing: 24, submit: 56, countrySelector: 112 },
    ];
    expect(summariseScriptFreeVisits(runs)).toEqual({ panel: 72, emailFocus: 40, typing: 32, submit: 48, countrySelector: 80 });
  });
});

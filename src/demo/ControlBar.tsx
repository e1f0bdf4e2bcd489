import { useId, type FormEvent } from 'react';
import { SITE_CODES, type SiteCode } from '../server';
import { logInCustomer, logInStaff, logOutCustomer, logOutStaff, type LoginState } from './demoCookies';
import { demoSearch, PLATFORMS, type DemoParams, type Platform } from './demoParams';

/**
 * The demo's own controls, not part of a shop: site, platform and the footer's URL switches are
 * applied by loading the page with new URL parameters; the login buttons set or remove the
 * cookies and reload, as a real login would. A plain GET form, so it works from the keyboard and
 * even before the script runs.
 */
export function ControlBar(props: { params: DemoParams; login: LoginState; reload?: (search: string) => void }) {
  const { params, login } = props;
  const id = useId();
  const reload = props.reload ?? ((search: string) => location.assign(`${location.pathname}${search}`));

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (name: string) => { const value = data.get(name); return typeof value === 'string' ? value : ''; };
    const platform = field('platform');
    reload(
      demoSearch({
        site: field('site') as SiteCode,
        platform: (PLATFORMS as readonly string[]).includes(platform) ? (platform as Platform) : null,
        reduced: data.get('reduced') === '1',
        doiInvalid: data.get('doi') === 'invalid',
        // A bench setting, not a control: kept as the page has it.
        wholePage: props.params.wholePage,
        toolbar: props.params.toolbar,
      }),
    );
  }

  function toggle(loggedIn: boolean, logIn: () => void, logOut: () => void) {
    if (loggedIn) logOut();
    else logIn();
    location.reload();
  }

  return (
    <aside className="demo-controls" aria-labelledby={`${id}-heading`} lang="en">
      <h2 id={`${id}-heading`} className="demo-controls-heading">Demo controls</h2>
      <form method="get" onSubmit={apply} className="demo-controls-form">
        <label>
          Site{' '}
          <select name="site" defaultValue={params.site}>
            {SITE_CODES.map((code) => (
              <option key={code} value={code}>{code}</option>
            ))}
          </select>
        </label>
        <label>
          Platform{' '}
          <select name="platform" defaultValue={params.platform ?? ''}>
            <option value="">by window width</option>
            {PLATFORMS.map((platform) => (
              <option key={platform} value={platform}>{platform}</option>
            ))}
          </select>
        </label>
        <label>
          <input type="checkbox" name="reduced" value="1" defaultChecked={params.reduced} /> Reduced footer
        </label>
        <label>
          <input type="checkbox" name="doi" value="invalid" defaultChecked={params.doiInvalid} /> Invalid opt-in link
        </label>
        <button type="submit">Apply</button>
      </form>
      <div className="demo-controls-login">
        <p>
          Customer: <strong data-testid="customer-state">{login.customer ? 'logged in (C-1001)' : 'logged out'}</strong>{' '}
          <button type="button" onClick={() => toggle(login.customer, logInCustomer, logOutCustomer)}>
            {login.customer ? 'Log out customer' : 'Log in as customer'}
          </button>
        </p>
        <p>
          Staff: <strong data-testid="staff-state">{login.staff ? 'logged in' : 'logged out'}</strong>{' '}
          <button type="button" onClick={() => toggle(login.staff, logInStaff, logOutStaff)}>
            {login.staff ? 'Log out staff' : 'Log in as staff'}
          </button>
        </p>
      </div>
    </aside>
  );
}

import { shopPartsApi } from '../../api/shopPartsApi';
import { selectShopPartsSettings, useShopPartsSelector } from '../index';
import type { LoginState } from './demoCookies';
import type { DemoParams } from './demoParams';

function promotionHeadline(content: unknown): string | null {
  if (!content || typeof content !== 'object' || Array.isArray(content)) return null;
  const headline = (content as Record<string, unknown>).headline;
  return typeof headline === 'string' ? headline : null;
}

/**
 * A placeholder in the footer slot until the footer, newsletter and preview parts exist: what the
 * parts resolved from the host's configuration (read from the store with the parts' typed hook)
 * and what the demo will hand them. Two service calls show the fakes answering over HTTP.
 */
export function PartsStatus(props: { params: DemoParams; login: LoginState }) {
  const { params, login } = props;
  const settings = useShopPartsSelector(selectShopPartsSettings);
  const promotion = shopPartsApi.useGetFooterPromotionQuery();
  const previewAuth = shopPartsApi.useCheckPreviewAuthQuery(undefined, { skip: !login.staff });
  const platform = params.platform;

  const promotionText = promotion.isLoading
    ? 'loading…'
    : promotion.isError
      ? 'service error'
      : (promotionHeadline(promotion.data) ?? 'none');
  const previewText = !login.staff ? 'not checked (no staff cookie)' : previewAuth.isLoading ? 'checking…' : (previewAuth.data?.status ?? 'service error');

  return (
    <section className="demo-status" aria-labelledby="demo-status-heading" lang="en">
      <h2 id="demo-status-heading">Shop parts status</h2>
      <dl data-testid="parts-status">
        <div><dt>Site</dt><dd data-testid="status-site">{settings.site}</dd></div>
        <div><dt>Locale</dt><dd data-testid="status-locale">{settings.locale}</dd></div>
        <div><dt>Preview route</dt><dd data-testid="status-preview-route">{settings.previewRoute}</dd></div>
        <div><dt>Platform</dt><dd data-testid="status-platform">{platform ?? 'by window width'}</dd></div>
        <div><dt>Reduced footer</dt><dd data-testid="status-reduced">{params.reduced ? 'on' : 'off'}</dd></div>
        <div><dt>Invalid opt-in link</dt><dd data-testid="status-doi">{params.doiInvalid ? 'yes' : 'no'}</dd></div>
        <div><dt>Customer</dt><dd data-testid="status-customer">{login.customer ? 'logged in' : 'logged out'}</dd></div>
        <div><dt>Staff</dt><dd data-testid="status-staff">{login.staff ? 'logged in' : 'logged out'}</dd></div>
        <div><dt>Footer promotion</dt><dd data-testid="status-promotion">{promotionText}</dd></div>
        <div><dt>Preview login check</dt><dd data-testid="status-preview-auth">{previewText}</dd></div>
      </dl>
    </section>
  );
}

/** Every service path in one place (docs/behaviour.md, "Calls"). */
const NEWSLETTER = '/service/newsletter/api';
const FOOTER_LOGOS = '/service/footer-images/logos';
const NEWSLETTER_IMAGES = '/service/newsletterfrontend/images';

export const paths = {
  newsletterSubscribers: (spa: boolean) => `${NEWSLETTER}/${spa ? 'private' : 'internal'}/newsletter-subscribers`,
  newsletterSubscriber: (spa: boolean, token: string) =>
    `${paths.newsletterSubscribers(spa)}/${encodeURIComponent(token)}`,
  newsletterSubscriberDoi: (spa: boolean, token: string) => `${paths.newsletterSubscriber(spa, token)}/doi`,
  customerBaseData: `${NEWSLETTER}/private/customers/base-data`,
  footerPromotion: '/service/promotion/api/promotion/SHOP_FOOTER',
  psData: '/service/customerfrontenddata/api/v1/psdata',
  abTestAssignment: '/service/abtestfrontend/api/v1/getassignment',
  abTestsAt: '/service/abtestfrontend/api/v1/gettestsat',
  previewToken: '/service/preview/api/token',
  previewCheckAuth: '/service/preview/api/auth/checkauth',
  previewRenew: '/service/preview/api/auth/login/renew',
  previewLogout: '/service/preview/api/auth/logout',
  login: '/service/login/api/v1/login',
  loginTokenRenew: '/service/login/api/v1/logintoken/renew',
  longTermTokenRenew: '/service/login/api/v1/longtermtoken/renew',
  footerLogos: FOOTER_LOGOS,
  footerLogo: (file: string) => `${FOOTER_LOGOS}/${file}`,
  /** The newsletter frontend service's images, e.g. newsletter_image_400x300.jpg. */
  newsletterImages: NEWSLETTER_IMAGES,
  newsletterImage: (size: string) => `${NEWSLETTER_IMAGES}/newsletter_image_${size}.jpg`,
} as const;

/**
 * The one rule for every service call and service asset (logos, images): the host's `apiBaseUrl`
 * (another origin, say) in front of the spec path. The api's base query and the components'
 * images both build their URLs here.
 */
export function serviceUrl(apiBaseUrl: string, path: string): string {
  return `${apiBaseUrl.replace(/\/+$/, '')}${path}`;
}

/** Cookie names the parts read. */
export const cookieNames = {
  loginToken: 'LoginToken',
  longTermToken: 'LongTermToken',
  staffAuthTokens: ['StaffAuthToken', 'CobraAuthToken'],
} as const;

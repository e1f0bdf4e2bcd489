import type { TeaserGroupId } from './types';

/**
 * What a teaser group of an id shows on every site (docs/behaviour.md, "Footer"): its heading icon,
 * and whether the checkout footer hides it. The sites' files hold only the group's texts and links.
 */
export const TEASER_GROUP_LAYOUT: Record<TeaserGroupId, { iconName: string; hideGroupInCheckout: boolean }> = {
  payment: { iconName: 'payment', hideGroupInCheckout: false },
  delivery: { iconName: 'truck', hideGroupInCheckout: false },
  storePickup: { iconName: 'store', hideGroupInCheckout: true },
  clickAndCollect: { iconName: 'store', hideGroupInCheckout: true },
  returns: { iconName: 'returns', hideGroupInCheckout: false },
  service: { iconName: 'help', hideGroupInCheckout: false },
  loyaltyCard: { iconName: 'card', hideGroupInCheckout: true },
  productServices: { iconName: 'services', hideGroupInCheckout: true },
  company: { iconName: 'company', hideGroupInCheckout: true },
};

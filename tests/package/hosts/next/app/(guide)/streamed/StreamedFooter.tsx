'use client';
import { use } from 'react';
import { ShopFooter, type FooterContent, type Platform } from '@shop/shop-parts';

export function StreamedFooter({ content, ...conditions }: { content: Promise<FooterContent>; reduced: boolean; platform: Platform; newsletterHidden: boolean }) {
  return <ShopFooter content={use(content)} {...conditions} />;
}

'use client';
import { use } from 'react';
import { ShopFooter, ShopPartsProvider, type FooterContent, type Messages, type Platform } from '@shop/shop-parts';
import { useShopParts } from '../StoreProvider';

/** The footer with its own ShopPartsProvider: its messages and content arrive as promises. */
export function FooterSection(props: { content: Promise<FooterContent>; messages: Promise<Messages>; reduced: boolean; platform: Platform; newsletterHidden: boolean }) {
  const { content, messages, ...conditions } = props;
  return (
    <ShopPartsProvider parts={useShopParts()} messages={use(messages)}>
      <ShopFooter content={use(content)} {...conditions} />
    </ShopPartsProvider>
  );
}

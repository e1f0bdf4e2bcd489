// The footer sits at the page end: its code loads in a chunk of its own, after the page is up
// (docs/guides/bundle-size.md). The store wiring stays in the main chunk.
import { ShopFooter, type FooterContent } from '@shop/shop-parts';

export default function HostFooter({ content }: { content: FooterContent }) {
  return <ShopFooter content={content} />;
}

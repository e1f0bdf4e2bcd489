import { FooterLayout, type FooterProps } from '../../features/footer';
import { PartsScope } from '../../store';

/**
 * The footer alone, in the parts' scope (store/PartsScope.tsx). What the host passes as
 * `newsletter` or `preview` renders inside the footer, and so in that scope too.
 */
export function Footer(props: FooterProps) {
  return (
    <PartsScope>
      <FooterLayout {...props} />
    </PartsScope>
  );
}

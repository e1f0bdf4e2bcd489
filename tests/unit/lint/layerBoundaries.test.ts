/**
 * @jest-environment node
 */
// The layer table of CONTRIBUTING.md, "Architecture", enforced by `npm run lint` through this rule.
import { join } from 'node:path';
import { RuleTester } from 'eslint';
import { layerBoundaries } from '../../../eslint/layerBoundaries.mjs';

const root = process.cwd();
const file = (path: string) => join(root, path);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('layer-boundaries', layerBoundaries, {
  valid: [
    { filename: file('features/footer/components/FooterLayout.tsx'), code: "import { Icon } from '../../../widgets';" },
    { filename: file('features/footer/components/FooterLayout.tsx'), code: "import { shopPartsApi } from '../../../api'; import { readCookie } from '../../../config';" },
    { filename: file('features/footer/components/Accordion.tsx'), code: "import { footerActions } from '../state/footerSlice';" },
    { filename: file('sagas/loginRenewal.ts'), code: "import { sessionActions } from '../features/session';" },
    { filename: file('store/createShopParts.ts'), code: "import { createRootSaga } from '../sagas/rootSaga';" },
    { filename: file('src/components/ShopFooter.tsx'), code: "import { FooterLayout } from '../../features/footer'; import { StaffPanelSlot } from '../../features/preview';" },
    { filename: file('src/demo/main.tsx'), code: "import { ShopFooter } from '../index'; import { createServiceHandlers } from '../testing'; import { x } from './demoStore';" },
    { filename: file('tests/unit/any.test.ts'), code: "import { x } from '../../features/footer/components/Footer';" },
    { filename: file('widgets/form/Input/Input.tsx'), code: "import React from 'react';" },
  ],
  invalid: [
    { filename: file('features/footer/components/FooterLayout.tsx'), code: "import { NewsletterForm } from '../../newsletter';", errors: [{ messageId: 'layer' }] },
    { filename: file('features/preview/components/StaffPanelSlot.tsx'), code: "export { footerSlice } from '../../footer/state/footerSlice';", errors: [{ messageId: 'layer' }] },
    { filename: file('widgets/form/Input/Input.tsx'), code: "import { shopPartsApi } from '../../../api';", errors: [{ messageId: 'layer' }] },
    { filename: file('config/hostConfig.ts'), code: "import { Icon } from '../widgets';", errors: [{ messageId: 'layer' }] },
    { filename: file('api/baseQuery.ts'), code: "import { footerSlice } from '../features/footer';", errors: [{ messageId: 'layer' }] },
    { filename: file('features/newsletter/logic/x.ts'), code: "import { createShopParts } from '../../../store';", errors: [{ messageId: 'layer' }] },
    { filename: file('sagas/x.ts'), code: "const lazy = () => import('../store/createShopParts');", errors: [{ messageId: 'layer' }] },
    { filename: file('src/demo/main.tsx'), code: "import { Footer } from '../../features/footer';", errors: [{ messageId: 'layer' }] },
  ],
});

// The pl-PL catalogue: one JSON file per area, so each part's texts stay together.
import common from './common.json';
import widgets from './widgets.json';
import footer from './footer.json';
import newsletter from './newsletter.json';
import preview from './preview.json';

const messages: Record<string, string> = { ...common, ...widgets, ...footer, ...newsletter, ...preview };
export default messages;

// The da-DK catalogue: one JSON file per area, so each part's texts stay together.
import common from './common.json';
import formWidgets from './formWidgets.json';
import displayWidgets from './displayWidgets.json';
import footer from './footer.json';
import newsletter from './newsletter.json';
import preview from './preview.json';

const messages: Record<string, string> = { ...common, ...formWidgets, ...displayWidgets, ...footer, ...newsletter, ...preview };
export default messages;

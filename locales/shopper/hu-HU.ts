// The hu-HU texts of a shopper's page: the footer's, the newsletter form's and the widgets' (locales/loadMessages.ts).
import footer from '../catalogues/footer/hu-HU.json';
import newsletter from '../catalogues/newsletter/hu-HU.json';
import widgets from '../catalogues/widgets/hu-HU.json';

export default { ...footer, ...newsletter, ...widgets };

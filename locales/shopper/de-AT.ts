// The de-AT texts of a shopper's page: the footer's, the newsletter form's and the widgets' (locales/loadMessages.ts).
import footer from '../catalogues/footer/de-AT.json';
import newsletter from '../catalogues/newsletter/de-AT.json';
import widgets from '../catalogues/widgets/de-AT.json';

export default { ...footer, ...newsletter, ...widgets };
